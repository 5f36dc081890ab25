/**
* | output |
* | --- |
* | "No tariff for “{contract}” in this period" |
*
* @param {Tariffs_Report_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_none: ((inputs: Tariffs_Report_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_NoneInputs = {
    contract: NonNullable<unknown>;
};
