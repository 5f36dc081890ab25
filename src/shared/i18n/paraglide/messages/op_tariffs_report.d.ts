/**
* | output |
* | --- |
* | "Query the tariff report" |
*
* @param {Op_Tariffs_ReportInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_tariffs_report: ((inputs?: Op_Tariffs_ReportInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Tariffs_ReportInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Tariffs_ReportInputs = {};
