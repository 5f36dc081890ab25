/**
* | output |
* | --- |
* | "Pre-booking: the carrier confirms the vessel and dates" |
*
* @param {Pdf_Pre_BookingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_pre_booking: ((inputs?: Pdf_Pre_BookingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Pre_BookingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Pre_BookingInputs = {};
