/**
* | output |
* | --- |
* | "Try again; if it keeps happening, report it to your provider." |
*
* @param {Failure_Report_If_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_report_if_again: ((inputs?: Failure_Report_If_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Report_If_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Report_If_AgainInputs = {};
