/**
* | output |
* | --- |
* | "Upload maritime tariff files" |
*
* @param {Op_Tariffs_UploadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_upload: ((inputs?: Op_Tariffs_UploadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_UploadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Tariffs_UploadInputs = {};
