/**
* | output |
* | --- |
* | "{name} uploaded; it will be validated shortly" |
*
* @param {Documents_Answer_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_uploaded: ((inputs: Documents_Answer_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Answer_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Answer_UploadedInputs = {
    name: NonNullable<unknown>;
};
