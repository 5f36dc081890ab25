/**
* | output |
* | --- |
* | "Freight Desk sent the booking, but what came back (or did not) does not say whether the service booked the shipment." |
*
* @param {Booking_Flow_Unknown_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_sent: ((inputs?: Booking_Flow_Unknown_SentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_SentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Unknown_SentInputs = {};
