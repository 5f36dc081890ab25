/**
* | output |
* | --- |
* | "Please give {quote} when you book." |
*
* @param {Pdf_Give_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_give_quote_number: ((inputs: Pdf_Give_Quote_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Give_Quote_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Give_Quote_NumberInputs = {
    quote: NonNullable<unknown>;
};
