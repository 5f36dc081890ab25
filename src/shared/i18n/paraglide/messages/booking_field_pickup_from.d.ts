/**
* | output |
* | --- |
* | "Pickup from" |
*
* @param {Booking_Field_Pickup_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_from: ((inputs?: Booking_Field_Pickup_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Pickup_FromInputs = {};
