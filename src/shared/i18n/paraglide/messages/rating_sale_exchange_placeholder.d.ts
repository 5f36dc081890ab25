/**
* | output |
* | --- |
* | "e.g. 1.085" |
*
* @param {Rating_Sale_Exchange_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_placeholder: ((inputs?: Rating_Sale_Exchange_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_Exchange_PlaceholderInputs = {};
