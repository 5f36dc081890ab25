/**
* | output |
* | --- |
* | "Contacts, pickup and terms" |
*
* @param {Booking_Draft_Field_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_draft_field_details: ((inputs?: Booking_Draft_Field_DetailsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Draft_Field_DetailsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Draft_Field_DetailsInputs = {};
