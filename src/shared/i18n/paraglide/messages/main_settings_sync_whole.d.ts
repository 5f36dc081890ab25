/**
* | output |
* | --- |
* | "Minutes between syncs must be a whole number" |
*
* @param {Main_Settings_Sync_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_whole: ((inputs?: Main_Settings_Sync_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Sync_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Sync_WholeInputs = {};
