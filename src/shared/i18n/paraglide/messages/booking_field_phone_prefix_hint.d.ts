/**
* | output |
* | --- |
* | "Without the +, e.g. 34." |
*
* @param {Booking_Field_Phone_Prefix_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_phone_prefix_hint: ((inputs?: Booking_Field_Phone_Prefix_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Phone_Prefix_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Phone_Prefix_HintInputs = {};
