/**
* | output |
* | --- |
* | "Cargo line" |
*
* @param {Booking_Review_Cargo_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_cargo_line: ((inputs?: Booking_Review_Cargo_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_Cargo_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_Cargo_LineInputs = {};
