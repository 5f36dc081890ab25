/**
* | output |
* | --- |
* | "Do not book this quote again yet." |
*
* @param {Booking_Flow_Unknown_Do_Not_BookInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_unknown_do_not_book: ((inputs?: Booking_Flow_Unknown_Do_Not_BookInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Unknown_Do_Not_BookInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Unknown_Do_Not_BookInputs = {};
