/**
* | output |
* | --- |
* | "Could not save the theme" |
*
* @param {Appearance_Theme_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_save_failed: ((inputs?: Appearance_Theme_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Appearance_Theme_Save_FailedInputs = {};
