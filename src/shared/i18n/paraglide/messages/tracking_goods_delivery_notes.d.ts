/**
* | output |
* | --- |
* | "Delivery notes" |
*
* @param {Tracking_Goods_Delivery_NotesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_delivery_notes: ((inputs?: Tracking_Goods_Delivery_NotesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Delivery_NotesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Goods_Delivery_NotesInputs = {};
