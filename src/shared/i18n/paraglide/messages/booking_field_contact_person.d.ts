/**
* | output |
* | --- |
* | "Contact person" |
*
* @param {Booking_Field_Contact_PersonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_contact_person: ((inputs?: Booking_Field_Contact_PersonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Contact_PersonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Contact_PersonInputs = {};
