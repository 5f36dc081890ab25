/**
* | output |
* | --- |
* | "tariff-report {contract} from {from}" |
*
* @param {File_Name_Tariff_Report_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_report_from: ((inputs: File_Name_Tariff_Report_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_Tariff_Report_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_Tariff_Report_FromInputs = {
    contract: NonNullable<unknown>;
    from: NonNullable<unknown>;
};
