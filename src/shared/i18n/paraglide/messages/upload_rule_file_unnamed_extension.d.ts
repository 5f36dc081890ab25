/**
* | output |
* | --- |
* | "One of the files needs an extension such as .csv" |
*
* @param {Upload_Rule_File_Unnamed_ExtensionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_file_unnamed_extension: ((inputs?: Upload_Rule_File_Unnamed_ExtensionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Rule_File_Unnamed_ExtensionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Rule_File_Unnamed_ExtensionInputs = {};
