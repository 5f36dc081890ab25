/**
* | output |
* | --- |
* | "Dock, opening hours, who to ask for." |
*
* @param {Booking_Field_Pickup_Notes_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_field_pickup_notes_hint: ((inputs?: Booking_Field_Pickup_Notes_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Field_Pickup_Notes_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Field_Pickup_Notes_HintInputs = {};
