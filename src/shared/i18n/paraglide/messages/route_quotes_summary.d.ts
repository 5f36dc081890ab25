/**
* | output |
* | --- |
* | "Saved rates, their prices and surcharges, and when they expire; book or delete them." |
*
* @param {Route_Quotes_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_quotes_summary: ((inputs?: Route_Quotes_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Quotes_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Quotes_SummaryInputs = {};
