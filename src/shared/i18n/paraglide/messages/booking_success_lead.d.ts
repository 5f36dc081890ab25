/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_LeadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead: ((inputs: Booking_Success_LeadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_LeadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Success_LeadInputs = {
    mode: NonNullable<unknown>;
};
