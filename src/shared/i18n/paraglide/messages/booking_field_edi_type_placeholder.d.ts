/**
* | output |
* | --- |
* | "e.g. 204" |
*
* @param {Booking_Field_Edi_Type_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_edi_type_placeholder: ((inputs?: Booking_Field_Edi_Type_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Edi_Type_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Edi_Type_PlaceholderInputs = {};
