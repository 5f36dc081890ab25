/**
* | output |
* | --- |
* | "Pickup until" |
*
* @param {Booking_Field_Pickup_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_until: ((inputs?: Booking_Field_Pickup_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Pickup_UntilInputs = {};
