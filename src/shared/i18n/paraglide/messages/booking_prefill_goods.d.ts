/**
* | output |
* | --- |
* | "the goods description" |
*
* @param {Booking_Prefill_GoodsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_prefill_goods: ((inputs?: Booking_Prefill_GoodsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Prefill_GoodsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Prefill_GoodsInputs = {};
