/**
* | output |
* | --- |
* | "The file's content could not be read" |
*
* @param {Files_Field_Content_BytesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const files_field_content_bytes: ((inputs?: Files_Field_Content_BytesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Files_Field_Content_BytesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Files_Field_Content_BytesInputs = {};
