/**
* | output |
* | --- |
* | "{mode} quotes cannot be booked in Freight Desk: the freight service books {modes} only." |
*
* @param {Booking_Not_Bookable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_not_bookable_reason: ((inputs: Booking_Not_Bookable_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Not_Bookable_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Not_Bookable_ReasonInputs = {
    mode: NonNullable<unknown>;
    modes: NonNullable<unknown>;
};
