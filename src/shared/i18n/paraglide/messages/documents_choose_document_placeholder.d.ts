/**
* | output |
* | --- |
* | "Choose a document…" |
*
* @param {Documents_Choose_Document_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_document_placeholder: ((inputs?: Documents_Choose_Document_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_Document_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Choose_Document_PlaceholderInputs = {};
