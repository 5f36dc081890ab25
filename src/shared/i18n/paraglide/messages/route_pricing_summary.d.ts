/**
* | output |
* | --- |
* | "Your customers and margin rules, what quotes are sold at, and the quotes report per customer and period." |
*
* @param {Route_Pricing_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_pricing_summary: ((inputs?: Route_Pricing_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Pricing_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Pricing_SummaryInputs = {};
