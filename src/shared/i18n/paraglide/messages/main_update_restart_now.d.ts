/**
* | output |
* | --- |
* | "Restart now" |
*
* @param {Main_Update_Restart_NowInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_update_restart_now: ((inputs?: Main_Update_Restart_NowInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Update_Restart_NowInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Update_Restart_NowInputs = {};
