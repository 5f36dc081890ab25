/**
* | output |
* | --- |
* | "No legs yet." |
*
* @param {Rating_Sea_No_LegsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_no_legs: ((inputs?: Rating_Sea_No_LegsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_No_LegsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_No_LegsInputs = {};
