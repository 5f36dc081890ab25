/**
* | output |
* | --- |
* | "{name} (required, already uploaded)" |
*
* @param {Documents_Target_Required_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_required_uploaded: ((inputs: Documents_Target_Required_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_Required_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Target_Required_UploadedInputs = {
    name: NonNullable<unknown>;
};
