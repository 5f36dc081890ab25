/**
* | output |
* | --- |
* | "Check Tracking" |
*
* @param {Booking_Flow_Check_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking: ((inputs?: Booking_Flow_Check_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Check_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Check_TrackingInputs = {};
