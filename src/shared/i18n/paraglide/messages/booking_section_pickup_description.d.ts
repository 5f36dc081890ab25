/**
* | output |
* | --- |
* | "The pickup window on the pickup day, and notes for the driver." |
*
* @param {Booking_Section_Pickup_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_pickup_description: ((inputs?: Booking_Section_Pickup_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Pickup_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Section_Pickup_DescriptionInputs = {};
