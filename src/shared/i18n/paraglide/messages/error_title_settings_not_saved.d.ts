/**
* | output |
* | --- |
* | "Freight Desk could not save its settings" |
*
* @param {Error_Title_Settings_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_settings_not_saved: ((inputs?: Error_Title_Settings_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_Settings_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_Settings_Not_SavedInputs = {};
