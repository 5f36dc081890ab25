/**
* | output |
* | --- |
* | "Choose the document for {files}." |
*
* @param {Documents_Choose_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_choose_for: ((inputs: Documents_Choose_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Choose_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Choose_ForInputs = {
    files: NonNullable<unknown>;
};
