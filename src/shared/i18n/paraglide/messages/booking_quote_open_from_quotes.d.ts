/**
* | output |
* | --- |
* | "Open it from the Quotes screen, which passes its type along." |
*
* @param {Booking_Quote_Open_From_QuotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_quote_open_from_quotes: ((inputs?: Booking_Quote_Open_From_QuotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Quote_Open_From_QuotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Quote_Open_From_QuotesInputs = {};
