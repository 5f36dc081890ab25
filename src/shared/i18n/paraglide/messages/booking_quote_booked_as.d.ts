/**
* | output |
* | --- |
* | "It was booked from this desk as shipment" |
*
* @param {Booking_Quote_Booked_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_booked_as: ((inputs?: Booking_Quote_Booked_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Booked_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_Booked_AsInputs = {};
