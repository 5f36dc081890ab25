/**
* | output |
* | --- |
* | "The damaged file, kept unchanged:" |
*
* @param {Store_Damaged_File_KeptInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_damaged_file_kept: ((inputs?: Store_Damaged_File_KeptInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Damaged_File_KeptInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Damaged_File_KeptInputs = {};
