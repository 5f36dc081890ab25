/**
* | output |
* | --- |
* | "Uploading {file} as {document}." |
*
* @param {Documents_Uploading_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploading_as: ((inputs: Documents_Uploading_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploading_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Uploading_AsInputs = {
    file: NonNullable<unknown>;
    document: NonNullable<unknown>;
};
