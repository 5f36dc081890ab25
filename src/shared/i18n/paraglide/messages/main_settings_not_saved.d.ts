/**
* | output |
* | --- |
* | "Freight Desk could not write its settings file {path} ({why}), so nothing was changed. Check that the disk has free space and the folder can be written, then..." |
*
* @param {Main_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_not_saved: ((inputs: Main_Settings_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Not_SavedInputs = {
    path: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
