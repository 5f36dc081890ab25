/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Col_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_col_quotes: ((inputs?: Pricing_Report_Col_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Col_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_Col_QuotesInputs = {};
