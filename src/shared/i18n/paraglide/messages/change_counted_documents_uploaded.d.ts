/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} document uploaded" |
* | * | "{count} documents uploaded" |
*
* @param {Change_Counted_Documents_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_counted_documents_uploaded: ((inputs: Change_Counted_Documents_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Counted_Documents_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Counted_Documents_UploadedInputs = {
    count: NonNullable<unknown>;
};
