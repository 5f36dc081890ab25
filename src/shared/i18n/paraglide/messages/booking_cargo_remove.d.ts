/**
* | output |
* | --- |
* | "Remove cargo line {line}" |
*
* @param {Booking_Cargo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_cargo_remove: ((inputs: Booking_Cargo_RemoveInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Cargo_RemoveInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Cargo_RemoveInputs = {
    line: NonNullable<unknown>;
};
