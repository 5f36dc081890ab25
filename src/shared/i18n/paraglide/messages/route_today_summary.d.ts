/**
* | output |
* | --- |
* | "What changed since your last look, free days running out, quotes expiring within a day and documents missing for pickups." |
*
* @param {Route_Today_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_today_summary: ((inputs?: Route_Today_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Today_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Today_SummaryInputs = {};
