/**
* | output |
* | --- |
* | "{name} (optional, already uploaded)" |
*
* @param {Documents_Target_Optional_UploadedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_target_optional_uploaded: ((inputs: Documents_Target_Optional_UploadedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Target_Optional_UploadedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Target_Optional_UploadedInputs = {
    name: NonNullable<unknown>;
};
