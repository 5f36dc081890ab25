/**
* | output |
* | --- |
* | "Your service profiles were not loaded, and the app started on the Sandbox. The file was kept, unchanged, as" |
*
* @param {Settings_File_Unreadable_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const settings_file_unreadable_body: ((inputs?: Settings_File_Unreadable_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Settings_File_Unreadable_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Settings_File_Unreadable_BodyInputs = {};
