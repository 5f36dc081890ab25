/**
* | output |
* | --- |
* | "Check Tracking first: if a new shipment with {agency} is listed there, the booking went through. Only if it is not there, come back and book again." |
*
* @param {Booking_Flow_Unknown_Check_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_check_with: ((inputs: Booking_Flow_Unknown_Check_WithInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_Check_WithInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Unknown_Check_WithInputs = {
    agency: NonNullable<unknown>;
};
