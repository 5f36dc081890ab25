/**
* | output |
* | --- |
* | "Quotes" |
*
* @param {Pricing_Report_Sheet_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_sheet_quotes: ((inputs?: Pricing_Report_Sheet_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Sheet_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_Sheet_QuotesInputs = {};
