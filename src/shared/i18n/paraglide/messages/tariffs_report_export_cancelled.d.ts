/**
* | output |
* | --- |
* | "Not saved: the export was cancelled." |
*
* @param {Tariffs_Report_Export_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_export_cancelled: ((inputs?: Tariffs_Report_Export_CancelledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Export_CancelledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_Export_CancelledInputs = {};
