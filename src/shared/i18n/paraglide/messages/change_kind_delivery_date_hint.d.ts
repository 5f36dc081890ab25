/**
* | output |
* | --- |
* | "The estimated delivery date of a shipment changed." |
*
* @param {Change_Kind_Delivery_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_delivery_date_hint: ((inputs?: Change_Kind_Delivery_Date_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Delivery_Date_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Delivery_Date_HintInputs = {};
