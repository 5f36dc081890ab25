/**
* | output |
* | --- |
* | "The service accepted the booking of the {mode} quote with {agency}. Keep these codes for the carrier and the customer." |
*
* @param {Booking_Success_Lead_WithInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_lead_with: ((inputs: Booking_Success_Lead_WithInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Lead_WithInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Success_Lead_WithInputs = {
    mode: NonNullable<unknown>;
    agency: NonNullable<unknown>;
};
