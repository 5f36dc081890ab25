/**
* | output |
* | --- |
* | "Add customer" |
*
* @param {Pricing_Customer_AddInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_add: ((inputs?: Pricing_Customer_AddInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_AddInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_AddInputs = {};
