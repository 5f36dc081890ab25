/**
* | output |
* | --- |
* | "The booking was not made" |
*
* @param {Booking_Flow_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_not_made: ((inputs?: Booking_Flow_Not_MadeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Not_MadeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Not_MadeInputs = {};
