/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Rating_Sell_Not_KnownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sell_not_known: ((inputs?: Rating_Sell_Not_KnownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sell_Not_KnownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sell_Not_KnownInputs = {};
