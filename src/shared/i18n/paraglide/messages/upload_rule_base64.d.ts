/**
* | output |
* | --- |
* | "The file is not base64 content" |
*
* @param {Upload_Rule_Base64Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_base64: ((inputs?: Upload_Rule_Base64Inputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Rule_Base64Inputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Rule_Base64Inputs = {};
