/**
* | output |
* | --- |
* | "The carrier gave no further details." |
*
* @param {Rating_No_Further_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_further_details: ((inputs?: Rating_No_Further_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_No_Further_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_No_Further_DetailsInputs = {};
