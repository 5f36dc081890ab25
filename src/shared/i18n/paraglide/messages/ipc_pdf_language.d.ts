/**
* | output |
* | --- |
* | "The PDF language is es or en" |
*
* @param {Ipc_Pdf_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_pdf_language: ((inputs?: Ipc_Pdf_LanguageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Pdf_LanguageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Pdf_LanguageInputs = {};
