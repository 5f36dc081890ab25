/**
* | output |
* | --- |
* | "A required document" |
*
* @param {Today_Document_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_document_unnamed: ((inputs?: Today_Document_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Document_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Document_UnnamedInputs = {};
