/**
* | output |
* | --- |
* | "unexpected content" |
*
* @param {Main_Json_File_Unexpected_ContentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_unexpected_content: ((inputs?: Main_Json_File_Unexpected_ContentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_Unexpected_ContentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Json_File_Unexpected_ContentInputs = {};
