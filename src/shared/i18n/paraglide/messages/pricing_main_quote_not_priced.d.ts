/**
* | output |
* | --- |
* | "This quote was not saved with a sell price on this desk (saved before the desk priced quotes, or elsewhere): rate the shipment again and save it for your cus..." |
*
* @param {Pricing_Main_Quote_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_quote_not_priced: ((inputs?: Pricing_Main_Quote_Not_PricedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Quote_Not_PricedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Quote_Not_PricedInputs = {};
