/**
* | output |
* | --- |
* | "Incoterms 2020." |
*
* @param {Booking_Field_Incoterm_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_incoterm_hint: ((inputs?: Booking_Field_Incoterm_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Incoterm_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Incoterm_HintInputs = {};
