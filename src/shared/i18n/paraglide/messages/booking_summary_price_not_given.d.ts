/**
* | output |
* | --- |
* | "Not given" |
*
* @param {Booking_Summary_Price_Not_GivenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_summary_price_not_given: ((inputs?: Booking_Summary_Price_Not_GivenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Summary_Price_Not_GivenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Summary_Price_Not_GivenInputs = {};
