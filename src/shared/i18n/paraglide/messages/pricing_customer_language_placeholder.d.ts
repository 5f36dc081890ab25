/**
* | output |
* | --- |
* | "e.g. Spanish" |
*
* @param {Pricing_Customer_Language_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_language_placeholder: ((inputs?: Pricing_Customer_Language_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Language_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Language_PlaceholderInputs = {};
