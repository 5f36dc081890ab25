/**
* | output |
* | --- |
* | "Customer’s ({language})" |
*
* @param {Quotes_Pdf_Language_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_customer: ((inputs: Quotes_Pdf_Language_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_Language_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pdf_Language_CustomerInputs = {
    language: NonNullable<unknown>;
};
