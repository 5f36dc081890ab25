/**
* | output |
* | --- |
* | "A percentage such as 12.5 (0 to 1000)" |
*
* @param {Rating_Margin_Percent_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_invalid: ((inputs?: Rating_Margin_Percent_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Percent_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Percent_InvalidInputs = {};
