/**
* | output |
* | --- |
* | "Not a valid link" |
*
* @param {App_Field_Not_A_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const app_field_not_a_link: ((inputs?: App_Field_Not_A_LinkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<App_Field_Not_A_LinkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type App_Field_Not_A_LinkInputs = {};
