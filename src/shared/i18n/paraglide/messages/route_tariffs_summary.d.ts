/**
* | output |
* | --- |
* | "Upload maritime tariffs (CSV, PDF, XLSX…) and read the tariff report of a contract, rate by rate." |
*
* @param {Route_Tariffs_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tariffs_summary: ((inputs?: Route_Tariffs_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tariffs_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Tariffs_SummaryInputs = {};
