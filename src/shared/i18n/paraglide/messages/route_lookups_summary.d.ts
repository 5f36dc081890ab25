/**
* | output |
* | --- |
* | "Reference data from the freight service: ports, container types, postal codes, pallet types and airports." |
*
* @param {Route_Lookups_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_lookups_summary: ((inputs?: Route_Lookups_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Lookups_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Lookups_SummaryInputs = {};
