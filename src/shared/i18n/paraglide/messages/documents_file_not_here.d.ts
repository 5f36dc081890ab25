/**
* | output |
* | --- |
* | "Its file is not on this desk: opening it needs the service." |
*
* @param {Documents_File_Not_HereInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_file_not_here: ((inputs?: Documents_File_Not_HereInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_File_Not_HereInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_File_Not_HereInputs = {};
