/**
* | output |
* | --- |
* | "The carrier offered no pickup times: type them as hh:mm (24 h)." |
*
* @param {Booking_Form_Times_NoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_none: ((inputs?: Booking_Form_Times_NoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_NoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_Times_NoneInputs = {};
