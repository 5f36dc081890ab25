/**
* | output |
* | --- |
* | "The quotes saved with a sell price in a period: each one with its buy, margin and sell, or per customer with their count, sell and margin per currency." |
*
* @param {Pricing_Report_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_description: ((inputs?: Pricing_Report_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_DescriptionInputs = {};
