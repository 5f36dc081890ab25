/**
* | output |
* | --- |
* | "The file’s name needs an extension such as .pdf" |
*
* @param {Upload_Rule_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_extension: ((inputs?: Upload_Rule_ExtensionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Rule_ExtensionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Rule_ExtensionInputs = {};
