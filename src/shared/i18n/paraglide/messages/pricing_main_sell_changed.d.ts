/**
* | output |
* | --- |
* | "The margin rules or the customer changed since the rates were shown: look at the sell price again, then save." |
*
* @param {Pricing_Main_Sell_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_changed: ((inputs?: Pricing_Main_Sell_ChangedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Sell_ChangedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Sell_ChangedInputs = {};
