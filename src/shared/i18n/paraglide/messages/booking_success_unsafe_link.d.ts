/**
* | output |
* | --- |
* | "The service sent a tracking address that is not a web link; Freight Desk does not open it." |
*
* @param {Booking_Success_Unsafe_LinkInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_unsafe_link: ((inputs?: Booking_Success_Unsafe_LinkInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Unsafe_LinkInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Success_Unsafe_LinkInputs = {};
