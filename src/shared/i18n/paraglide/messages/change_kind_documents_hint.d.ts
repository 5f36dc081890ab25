/**
* | output |
* | --- |
* | "A required document was uploaded, validated or refused (found outside the Documents screen)." |
*
* @param {Change_Kind_Documents_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_documents_hint: ((inputs?: Change_Kind_Documents_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Documents_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Documents_HintInputs = {};
