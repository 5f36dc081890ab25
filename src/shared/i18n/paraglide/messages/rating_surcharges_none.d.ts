/**
* | output |
* | --- |
* | "The rate lists no surcharges." |
*
* @param {Rating_Surcharges_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_none: ((inputs?: Rating_Surcharges_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Surcharges_NoneInputs = {};
