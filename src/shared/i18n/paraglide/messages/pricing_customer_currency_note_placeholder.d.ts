/**
* | output |
* | --- |
* | "e.g. invoices in EUR" |
*
* @param {Pricing_Customer_Currency_Note_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_placeholder: ((inputs?: Pricing_Customer_Currency_Note_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Currency_Note_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Currency_Note_PlaceholderInputs = {};
