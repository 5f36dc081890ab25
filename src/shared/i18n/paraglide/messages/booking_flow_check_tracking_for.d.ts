/**
* | output |
* | --- |
* | "Check Tracking for {agency} shipments" |
*
* @param {Booking_Flow_Check_Tracking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_check_tracking_for: ((inputs: Booking_Flow_Check_Tracking_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Check_Tracking_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Check_Tracking_ForInputs = {
    agency: NonNullable<unknown>;
};
