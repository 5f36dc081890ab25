/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} booking on this account, newest first. Open one to follow it in Tracking." |
* | * | "{shown} bookings on this account, newest first. Open one to follow it in Tracking." |
*
* @param {Booking_List_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_count: ((inputs: Booking_List_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_List_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
