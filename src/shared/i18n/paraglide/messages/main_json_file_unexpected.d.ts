/**
* | output |
* | --- |
* | "it does not hold what Freight Desk expects ({problem})" |
*
* @param {Main_Json_File_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_unexpected: ((inputs: Main_Json_File_UnexpectedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_UnexpectedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Json_File_UnexpectedInputs = {
    problem: NonNullable<unknown>;
};
