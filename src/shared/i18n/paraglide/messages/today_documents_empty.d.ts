/**
* | output |
* | --- |
* | "Shipments picking up in the next 3 days appear here while a required document has no upload, or their checklist was never opened on this desk." |
*
* @param {Today_Documents_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_empty: ((inputs?: Today_Documents_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Documents_EmptyInputs = {};
