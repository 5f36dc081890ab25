/**
* | output |
* | --- |
* | "Desk’s ({language})" |
*
* @param {Quotes_Pdf_Language_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_desk: ((inputs: Quotes_Pdf_Language_DeskInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_Language_DeskInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pdf_Language_DeskInputs = {
    language: NonNullable<unknown>;
};
