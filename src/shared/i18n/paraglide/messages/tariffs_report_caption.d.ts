/**
* | output |
* | --- |
* | "Tariff report for {contract}" |
*
* @param {Tariffs_Report_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_report_caption: ((inputs: Tariffs_Report_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Report_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Report_CaptionInputs = {
    contract: NonNullable<unknown>;
};
