/**
* | output |
* | --- |
* | "Type a contract number and the first day of the period, then “Show report”." |
*
* @param {Tariffs_Report_Idle_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_idle_text: ((inputs?: Tariffs_Report_Idle_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Idle_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_Idle_TextInputs = {};
