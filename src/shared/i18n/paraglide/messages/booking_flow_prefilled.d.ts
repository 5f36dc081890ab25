/**
* | output |
* | --- |
* | "Filled in from the rating: {filled}. Check them and add what the rating did not ask." |
*
* @param {Booking_Flow_PrefilledInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_prefilled: ((inputs: Booking_Flow_PrefilledInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_PrefilledInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_PrefilledInputs = {
    filled: NonNullable<unknown>;
};
