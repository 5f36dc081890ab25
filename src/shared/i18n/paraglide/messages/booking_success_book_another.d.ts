/**
* | output |
* | --- |
* | "Book another saved quote" |
*
* @param {Booking_Success_Book_AnotherInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_book_another: ((inputs?: Booking_Success_Book_AnotherInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Book_AnotherInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Success_Book_AnotherInputs = {};
