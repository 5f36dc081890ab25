/**
* | output |
* | --- |
* | "The checklist above was read again: if the document now shows as uploaded, the file went through. Upload it again only if it does not." |
*
* @param {Documents_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_unknown_text: ((inputs?: Documents_Unknown_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Unknown_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Unknown_TextInputs = {};
