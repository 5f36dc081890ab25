/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked here" |
*
* @param {Booking_Quote_Not_BookableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_not_bookable: ((inputs: Booking_Quote_Not_BookableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Not_BookableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_Not_BookableInputs = {
    mode: NonNullable<unknown>;
};
