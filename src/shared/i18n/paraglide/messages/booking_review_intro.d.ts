/**
* | output |
* | --- |
* | "This is everything Freight Desk will send to book this quote ({mode}). Nothing has been sent yet." |
*
* @param {Booking_Review_IntroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_review_intro: ((inputs: Booking_Review_IntroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Review_IntroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Review_IntroInputs = {
    mode: NonNullable<unknown>;
};
