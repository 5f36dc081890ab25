/**
* | output |
* | --- |
* | "e.g. 8401.10" |
*
* @param {Booking_Field_Hs_Code_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_hs_code_placeholder: ((inputs?: Booking_Field_Hs_Code_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Hs_Code_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Hs_Code_PlaceholderInputs = {};
