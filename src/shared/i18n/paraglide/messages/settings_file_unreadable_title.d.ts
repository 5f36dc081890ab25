/**
* | output |
* | --- |
* | "Freight Desk could not read its settings file" |
*
* @param {Settings_File_Unreadable_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_title: ((inputs?: Settings_File_Unreadable_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_File_Unreadable_TitleInputs = {};
