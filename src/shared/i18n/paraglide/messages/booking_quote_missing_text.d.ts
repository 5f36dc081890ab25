/**
* | output |
* | --- |
* | "It may have been booked or deleted already. Check Tracking for a shipment, or pick another quote." |
*
* @param {Booking_Quote_Missing_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_missing_text: ((inputs?: Booking_Quote_Missing_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Missing_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_Missing_TextInputs = {};
