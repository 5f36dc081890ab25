/**
* | output |
* | --- |
* | "Its document checklist appears here: what is required, what is uploaded, and the blank templates." |
*
* @param {Documents_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_empty_text: ((inputs?: Documents_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Empty_TextInputs = {};
