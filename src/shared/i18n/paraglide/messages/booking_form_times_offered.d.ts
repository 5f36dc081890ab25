/**
* | output |
* | --- |
* | "Times the carrier offers." |
*
* @param {Booking_Form_Times_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_times_offered: ((inputs?: Booking_Form_Times_OfferedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Times_OfferedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_Times_OfferedInputs = {};
