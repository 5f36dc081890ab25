/**
* | output |
* | --- |
* | "before booking it again." |
*
* @param {Booking_Flow_Before_Booking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_before_booking_again: ((inputs?: Booking_Flow_Before_Booking_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Before_Booking_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Before_Booking_AgainInputs = {};
