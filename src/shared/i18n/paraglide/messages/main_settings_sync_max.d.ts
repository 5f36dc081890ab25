/**
* | output |
* | --- |
* | "Minutes between syncs must be at most 1440 (a day)" |
*
* @param {Main_Settings_Sync_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_sync_max: ((inputs?: Main_Settings_Sync_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Sync_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Sync_MaxInputs = {};
