/**
* | output |
* | --- |
* | "tariff-report {contract} {from} to {to}" |
*
* @param {File_Name_Tariff_Report_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const file_name_tariff_report_period: ((inputs: File_Name_Tariff_Report_PeriodInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<File_Name_Tariff_Report_PeriodInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type File_Name_Tariff_Report_PeriodInputs = {
    contract: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
