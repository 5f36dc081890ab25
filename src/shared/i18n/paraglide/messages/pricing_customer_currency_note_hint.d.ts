/**
* | output |
* | --- |
* | "A note: the desk converts nothing." |
*
* @param {Pricing_Customer_Currency_Note_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_currency_note_hint: ((inputs?: Pricing_Customer_Currency_Note_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Currency_Note_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Currency_Note_HintInputs = {};
