/**
* | output |
* | --- |
* | "Freight Desk cannot tell what kind of quote this is" |
*
* @param {Booking_Quote_Kind_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_kind_unknown: ((inputs?: Booking_Quote_Kind_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Kind_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_Kind_UnknownInputs = {};
