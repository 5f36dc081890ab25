/**
* | output |
* | --- |
* | "{name} validated" |
*
* @param {Change_Document_ValidatedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_document_validated: ((inputs: Change_Document_ValidatedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Document_ValidatedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Document_ValidatedInputs = {
    name: NonNullable<unknown>;
};
