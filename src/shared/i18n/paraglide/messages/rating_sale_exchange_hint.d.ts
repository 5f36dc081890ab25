/**
* | output |
* | --- |
* | "A rule’s amounts are in a currency some rates have none in: their margin is unknown until you give a rate of exchange for these quotes. It is kept with each ..." |
*
* @param {Rating_Sale_Exchange_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_exchange_hint: ((inputs?: Rating_Sale_Exchange_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Exchange_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_Exchange_HintInputs = {};
