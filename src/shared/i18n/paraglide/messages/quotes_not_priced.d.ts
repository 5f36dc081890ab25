/**
* | output |
* | --- |
* | "Saved without a sell price on this desk: rate the shipment again and save it for your customer to send a PDF." |
*
* @param {Quotes_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_not_priced: ((inputs?: Quotes_Not_PricedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Not_PricedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Not_PricedInputs = {};
