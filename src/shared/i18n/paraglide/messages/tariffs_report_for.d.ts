/**
* | output |
* | --- |
* | "{counts} for “{contract}”" |
*
* @param {Tariffs_Report_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_for: ((inputs: Tariffs_Report_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_ForInputs = {
    counts: NonNullable<unknown>;
    contract: NonNullable<unknown>;
};
