/**
* | output |
* | --- |
* | "Buy: the carrier’s all-in, the freight with every surcharge, per currency. Sell: the buy price plus the margin shown." |
*
* @param {Rating_Hint_AirInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_hint_air: ((inputs?: Rating_Hint_AirInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Hint_AirInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Hint_AirInputs = {};
