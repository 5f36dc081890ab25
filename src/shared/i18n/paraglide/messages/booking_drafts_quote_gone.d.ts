/**
* | output |
* | --- |
* | "its quote is no longer among the saved quotes" |
*
* @param {Booking_Drafts_Quote_GoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_drafts_quote_gone: ((inputs?: Booking_Drafts_Quote_GoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Drafts_Quote_GoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Drafts_Quote_GoneInputs = {};
