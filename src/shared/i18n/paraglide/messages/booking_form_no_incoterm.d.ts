/**
* | output |
* | --- |
* | "None" |
*
* @param {Booking_Form_No_IncotermInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_form_no_incoterm: ((inputs?: Booking_Form_No_IncotermInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Form_No_IncotermInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Form_No_IncotermInputs = {};
