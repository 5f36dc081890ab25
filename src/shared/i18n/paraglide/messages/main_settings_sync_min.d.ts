/**
* | output |
* | --- |
* | "Minutes between syncs must be 0 (off) or more" |
*
* @param {Main_Settings_Sync_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_min: ((inputs?: Main_Settings_Sync_MinInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Sync_MinInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Sync_MinInputs = {};
