/**
* | output |
* | --- |
* | "% of the buy price" |
*
* @param {Rating_Margin_Percent_Of_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_percent_of_buy: ((inputs?: Rating_Margin_Percent_Of_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Percent_Of_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Percent_Of_BuyInputs = {};
