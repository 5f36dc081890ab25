/**
* | output |
* | --- |
* | "Naming the carrier is on (true) or off (false)" |
*
* @param {Main_Settings_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_pdf_name_carrier: ((inputs?: Main_Settings_Pdf_Name_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Pdf_Name_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Pdf_Name_CarrierInputs = {};
