/**
* | output |
* | --- |
* | "it is not valid JSON ({detail})" |
*
* @param {Main_Json_File_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_not_json: ((inputs: Main_Json_File_Not_JsonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_Not_JsonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Json_File_Not_JsonInputs = {
    detail: NonNullable<unknown>;
};
