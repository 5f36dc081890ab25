/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in price, every charge (fuel, insurance, customs) included. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_RoadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_road: ((inputs?: Rating_Hint_RoadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hint_RoadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Hint_RoadInputs = {};
