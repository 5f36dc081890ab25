/**
* | output |
* | --- |
* | "Uploaded {when}" |
*
* @param {Documents_Uploaded_AtInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_uploaded_at: ((inputs: Documents_Uploaded_AtInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Uploaded_AtInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Uploaded_AtInputs = {
    when: NonNullable<unknown>;
};
