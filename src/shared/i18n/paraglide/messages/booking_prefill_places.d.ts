/**
* | output |
* | --- |
* | "the places of the rating in the address lines" |
*
* @param {Booking_Prefill_PlacesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_places: ((inputs?: Booking_Prefill_PlacesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_PlacesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Prefill_PlacesInputs = {};
