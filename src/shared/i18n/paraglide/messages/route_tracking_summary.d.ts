/**
* | output |
* | --- |
* | "Every booked shipment, filtered and sorted; open one for its codes, addresses and tracking messages." |
*
* @param {Route_Tracking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_tracking_summary: ((inputs?: Route_Tracking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Tracking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Tracking_SummaryInputs = {};
