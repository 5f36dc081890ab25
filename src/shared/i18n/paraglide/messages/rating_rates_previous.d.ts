/**
* | output |
* | --- |
* | "The rates below are from the previous request." |
*
* @param {Rating_Rates_PreviousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_previous: ((inputs?: Rating_Rates_PreviousInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_PreviousInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rates_PreviousInputs = {};
