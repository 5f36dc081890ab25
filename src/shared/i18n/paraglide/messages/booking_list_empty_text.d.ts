/**
* | output |
* | --- |
* | "A booking starts from a rate: rate the shipment and choose Book on the rate you want, or Book on a saved quote in Quotes." |
*
* @param {Booking_List_Empty_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_list_empty_text: ((inputs?: Booking_List_Empty_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_List_Empty_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_List_Empty_TextInputs = {};
