/**
* | output |
* | --- |
* | "Charges are printed by charge or as one line" |
*
* @param {Main_Settings_Pdf_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_charges: ((inputs?: Main_Settings_Pdf_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Pdf_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Pdf_ChargesInputs = {};
