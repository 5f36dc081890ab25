/**
* | output |
* | --- |
* | "This does not look like an HS code (4, 6, 8 or 10 digits, dots allowed). The service accepts it, but never confirms a booking with an invalid code." |
*
* @param {Booking_Hs_WarningInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_hs_warning: ((inputs?: Booking_Hs_WarningInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Hs_WarningInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Hs_WarningInputs = {};
