/**
* | output |
* | --- |
* | "{name}: files of this type cannot be uploaded. Allowed: {allowed}." |
*
* @param {Main_Upload_Type_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_upload_type_refused: ((inputs: Main_Upload_Type_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Upload_Type_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Upload_Type_RefusedInputs = {
    name: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
