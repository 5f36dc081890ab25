/**
* | output |
* | --- |
* | "Every booking and the booking forms in progress. Book a rate from Rating or a saved quote from Quotes." |
*
* @param {Route_Booking_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const route_booking_summary: ((inputs?: Route_Booking_SummaryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Route_Booking_SummaryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Route_Booking_SummaryInputs = {};
