/**
* | output |
* | --- |
* | "The customer chosen is no longer on this desk: pick one again." |
*
* @param {Pricing_Main_Chosen_Customer_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_chosen_customer_gone: ((inputs?: Pricing_Main_Chosen_Customer_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Chosen_Customer_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Chosen_Customer_GoneInputs = {};
