/**
* | output |
* | --- |
* | "Not saved: the save of {name} was cancelled." |
*
* @param {Documents_File_Save_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_save_cancelled: ((inputs: Documents_File_Save_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Save_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_File_Save_CancelledInputs = {
    name: NonNullable<unknown>;
};
