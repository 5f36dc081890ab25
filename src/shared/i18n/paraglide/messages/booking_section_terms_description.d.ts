/**
* | output |
* | --- |
* | "Who pays for what, and whether the shipment is tracked." |
*
* @param {Booking_Section_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_section_terms_description: ((inputs?: Booking_Section_Terms_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Section_Terms_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Section_Terms_DescriptionInputs = {};
