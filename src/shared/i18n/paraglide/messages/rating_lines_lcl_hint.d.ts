/**
* | output |
* | --- |
* | "Volume in cubic metres and weight in kg, per piece." |
*
* @param {Rating_Lines_Lcl_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_lines_lcl_hint: ((inputs?: Rating_Lines_Lcl_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Lines_Lcl_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Lines_Lcl_HintInputs = {};
