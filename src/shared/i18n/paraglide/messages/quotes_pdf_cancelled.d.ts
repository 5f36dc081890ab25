/**
* | output |
* | --- |
* | "Not saved: the PDF was cancelled." |
*
* @param {Quotes_Pdf_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_cancelled: ((inputs?: Quotes_Pdf_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pdf_CancelledInputs = {};
