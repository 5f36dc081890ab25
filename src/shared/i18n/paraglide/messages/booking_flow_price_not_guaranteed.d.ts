/**
* | output |
* | --- |
* | "The carrier’s price is no longer guaranteed:" |
*
* @param {Booking_Flow_Price_Not_GuaranteedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_price_not_guaranteed: ((inputs?: Booking_Flow_Price_Not_GuaranteedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Price_Not_GuaranteedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Price_Not_GuaranteedInputs = {};
