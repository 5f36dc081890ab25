/**
* | output |
* | --- |
* | "The report was not saved" |
*
* @param {Tariffs_Report_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_export_failed: ((inputs?: Tariffs_Report_Export_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Export_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_Export_FailedInputs = {};
