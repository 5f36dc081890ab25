/**
* | output |
* | --- |
* | "the {mode} booking" |
*
* @param {Booking_Drafts_The_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_the_booking: ((inputs: Booking_Drafts_The_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_The_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Drafts_The_BookingInputs = {
    mode: NonNullable<unknown>;
};
