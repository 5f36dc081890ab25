/**
* | output |
* | --- |
* | "The freight service books {modes} shipments only." |
*
* @param {Booking_Quote_Books_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_books_only: ((inputs: Booking_Quote_Books_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Books_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_Books_OnlyInputs = {
    modes: NonNullable<unknown>;
};
