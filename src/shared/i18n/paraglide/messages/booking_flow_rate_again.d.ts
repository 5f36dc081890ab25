/**
* | output |
* | --- |
* | "rate the shipment again" |
*
* @param {Booking_Flow_Rate_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_rate_again: ((inputs?: Booking_Flow_Rate_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Rate_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Rate_AgainInputs = {};
