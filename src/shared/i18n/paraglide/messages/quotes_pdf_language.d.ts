/**
* | output |
* | --- |
* | "PDF language" |
*
* @param {Quotes_Pdf_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language: ((inputs?: Quotes_Pdf_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pdf_LanguageInputs = {};
