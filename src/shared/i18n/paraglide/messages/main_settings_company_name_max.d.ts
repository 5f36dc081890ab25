/**
* | output |
* | --- |
* | "The company name must be at most 120 characters" |
*
* @param {Main_Settings_Company_Name_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_settings_company_name_max: ((inputs?: Main_Settings_Company_Name_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Settings_Company_Name_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Settings_Company_Name_MaxInputs = {};
