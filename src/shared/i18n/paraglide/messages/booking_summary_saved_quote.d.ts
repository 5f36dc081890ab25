/**
* | output |
* | --- |
* | "Saved quote" |
*
* @param {Booking_Summary_Saved_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_saved_quote: ((inputs?: Booking_Summary_Saved_QuoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_Saved_QuoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Summary_Saved_QuoteInputs = {};
