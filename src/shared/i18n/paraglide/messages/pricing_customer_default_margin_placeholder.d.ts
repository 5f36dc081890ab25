/**
* | output |
* | --- |
* | "e.g. 12.5" |
*
* @param {Pricing_Customer_Default_Margin_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_margin_placeholder: ((inputs?: Pricing_Customer_Default_Margin_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_Margin_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Default_Margin_PlaceholderInputs = {};
