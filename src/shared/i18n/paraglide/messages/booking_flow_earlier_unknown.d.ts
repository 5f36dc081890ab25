/**
* | output |
* | --- |
* | "An earlier attempt to book this quote ended with an unknown outcome." |
*
* @param {Booking_Flow_Earlier_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_earlier_unknown: ((inputs?: Booking_Flow_Earlier_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Earlier_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Earlier_UnknownInputs = {};
