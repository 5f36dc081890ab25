/**
* | output |
* | --- |
* | "The quote PDF was not saved" |
*
* @param {Quotes_Pdf_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_failed: ((inputs?: Quotes_Pdf_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pdf_FailedInputs = {};
