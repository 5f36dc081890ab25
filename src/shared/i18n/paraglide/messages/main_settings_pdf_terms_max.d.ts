/**
* | output |
* | --- |
* | "The terms must be at most 240 characters" |
*
* @param {Main_Settings_Pdf_Terms_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_terms_max: ((inputs?: Main_Settings_Pdf_Terms_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Pdf_Terms_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Pdf_Terms_MaxInputs = {};
