/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_CheckInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check: ((inputs?: Booking_Flow_Unknown_CheckInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_CheckInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Unknown_CheckInputs = {};
