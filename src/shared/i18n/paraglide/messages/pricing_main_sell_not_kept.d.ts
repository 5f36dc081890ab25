/**
* | output |
* | --- |
* | "The service saved the quote, but this desk could not keep its sell price ({why}). Save it again: the service answers the same quote." |
*
* @param {Pricing_Main_Sell_Not_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_sell_not_kept: ((inputs: Pricing_Main_Sell_Not_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Sell_Not_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Sell_Not_KeptInputs = {
    why: NonNullable<unknown>;
};
