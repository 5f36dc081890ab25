/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Rating_Margin_Placeholder_PercentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_placeholder_percent: ((inputs?: Rating_Margin_Placeholder_PercentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Placeholder_PercentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Placeholder_PercentInputs = {};
