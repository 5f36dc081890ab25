/**
* | output |
* | --- |
* | "{field} ({end})" |
*
* @param {Booking_Field_At_EndInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_at_end: ((inputs: Booking_Field_At_EndInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_At_EndInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_At_EndInputs = {
    field: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
