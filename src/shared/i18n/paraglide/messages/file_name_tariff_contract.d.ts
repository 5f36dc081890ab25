/**
* | output |
* | --- |
* | "contract" |
*
* @param {File_Name_Tariff_ContractInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_contract: ((inputs?: File_Name_Tariff_ContractInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_Tariff_ContractInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_Tariff_ContractInputs = {};
