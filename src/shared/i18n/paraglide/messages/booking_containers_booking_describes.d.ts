/**
* | countPlural | output |
* | --- | --- |
* | "one" | "the booking describes one." |
* | * | "the booking describes {shown}." |
*
* @param {Booking_Containers_Booking_DescribesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_containers_booking_describes: ((inputs: Booking_Containers_Booking_DescribesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Containers_Booking_DescribesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Containers_Booking_DescribesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
