/**
* | output |
* | --- |
* | "Each file is proposed for the document its name matches, else the first required document not uploaded yet. Change any before uploading." |
*
* @param {Documents_Staged_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_text: ((inputs?: Documents_Staged_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Staged_TextInputs = {};
