/**
* | output |
* | --- |
* | "The report failed" |
*
* @param {Tariffs_Report_Failed_AnnounceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_failed_announce: ((inputs?: Tariffs_Report_Failed_AnnounceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_Failed_AnnounceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_Failed_AnnounceInputs = {};
