/**
* | output |
* | --- |
* | "quote" |
*
* @param {File_Name_Quote_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_quote_unnamed: ((inputs?: File_Name_Quote_UnnamedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_Quote_UnnamedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_Quote_UnnamedInputs = {};
