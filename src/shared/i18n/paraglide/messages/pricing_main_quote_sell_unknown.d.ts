/**
* | output |
* | --- |
* | "The sell price is not known." |
*
* @param {Pricing_Main_Quote_Sell_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_sell_unknown: ((inputs?: Pricing_Main_Quote_Sell_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Quote_Sell_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Quote_Sell_UnknownInputs = {};
