/**
* | output |
* | --- |
* | "This quote expired on {date}; it cannot be booked." |
*
* @param {Booking_Flow_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_expired: ((inputs: Booking_Flow_ExpiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_ExpiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_ExpiredInputs = {
    date: NonNullable<unknown>;
};
