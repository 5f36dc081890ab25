/**
* | output |
* | --- |
* | "tariff-template" |
*
* @param {File_Name_Tariff_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_template: ((inputs?: File_Name_Tariff_TemplateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_Tariff_TemplateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_Tariff_TemplateInputs = {};
