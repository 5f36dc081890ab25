/**
* | output |
* | --- |
* | "{path} could not be read ({reason}); it was kept as {setAsidePath} and defaults are used." |
*
* @param {Main_Json_File_Set_AsideInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_json_file_set_aside: ((inputs: Main_Json_File_Set_AsideInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Json_File_Set_AsideInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Json_File_Set_AsideInputs = {
    path: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    setAsidePath: NonNullable<unknown>;
};
