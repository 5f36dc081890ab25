/**
* | output |
* | --- |
* | "locale must be a language tag such as en-GB" |
*
* @param {Ipc_Pdf_LocaleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_pdf_locale: ((inputs?: Ipc_Pdf_LocaleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Pdf_LocaleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Pdf_LocaleInputs = {};
