/**
* | output |
* | --- |
* | "Used when no rule for this customer is more specific." |
*
* @param {Pricing_Customer_Default_Margin_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_hint: ((inputs?: Pricing_Customer_Default_Margin_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_Margin_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Default_Margin_HintInputs = {};
