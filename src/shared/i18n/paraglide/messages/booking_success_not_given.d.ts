/**
* | output |
* | --- |
* | "Not given by the service" |
*
* @param {Booking_Success_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_success_not_given: ((inputs?: Booking_Success_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Success_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Success_Not_GivenInputs = {};
