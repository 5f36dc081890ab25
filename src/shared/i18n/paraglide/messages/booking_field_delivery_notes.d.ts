/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Booking_Field_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_delivery_notes: ((inputs?: Booking_Field_Delivery_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Delivery_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Delivery_NotesInputs = {};
