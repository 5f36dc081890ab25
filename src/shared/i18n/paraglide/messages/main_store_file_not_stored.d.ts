/**
* | output |
* | --- |
* | "A chunk of the file could not be stored: {why}" |
*
* @param {Main_Store_File_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_store_file_not_stored: ((inputs: Main_Store_File_Not_StoredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Store_File_Not_StoredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Store_File_Not_StoredInputs = {
    why: NonNullable<unknown>;
};
