/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the price with every surcharge, freight included; without a price from the carrier, the surcharges added up per currency. Sell: th..." |
*
* @param {Rating_Hint_SeaInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_sea: ((inputs?: Rating_Hint_SeaInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hint_SeaInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Hint_SeaInputs = {};
