/**
* | output |
* | --- |
* | "Choose an incoterm" |
*
* @param {Booking_Form_Choose_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_choose_incoterm: ((inputs?: Booking_Form_Choose_IncotermInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_Choose_IncotermInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_Choose_IncotermInputs = {};
