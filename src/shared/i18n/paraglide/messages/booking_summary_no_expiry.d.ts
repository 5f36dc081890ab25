/**
* | output |
* | --- |
* | "No expiry given" |
*
* @param {Booking_Summary_No_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_no_expiry: ((inputs?: Booking_Summary_No_ExpiryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_No_ExpiryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Summary_No_ExpiryInputs = {};
