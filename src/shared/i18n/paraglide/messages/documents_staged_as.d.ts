/**
* | output |
* | --- |
* | "Upload {file} as" |
*
* @param {Documents_Staged_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_as: ((inputs: Documents_Staged_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Staged_AsInputs = {
    file: NonNullable<unknown>;
};
