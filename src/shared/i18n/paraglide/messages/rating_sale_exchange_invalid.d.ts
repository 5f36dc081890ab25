/**
* | output |
* | --- |
* | "A rate such as 1.085 (up to 6 decimals)" |
*
* @param {Rating_Sale_Exchange_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_invalid: ((inputs?: Rating_Sale_Exchange_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_Exchange_InvalidInputs = {};
