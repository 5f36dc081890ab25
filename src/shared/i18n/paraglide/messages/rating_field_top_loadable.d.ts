/**
* | output |
* | --- |
* | "top-loadable flag" |
*
* @param {Rating_Field_Top_LoadableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_top_loadable: ((inputs?: Rating_Field_Top_LoadableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Top_LoadableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Top_LoadableInputs = {};
