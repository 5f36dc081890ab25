/**
* | output |
* | --- |
* | "A notification switch is on (true) or off (false)" |
*
* @param {Main_Settings_Notification_SwitchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_notification_switch: ((inputs?: Main_Settings_Notification_SwitchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Notification_SwitchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Notification_SwitchInputs = {};
