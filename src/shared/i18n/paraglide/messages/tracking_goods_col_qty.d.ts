/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Tracking_Goods_Col_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_qty: ((inputs?: Tracking_Goods_Col_QtyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_QtyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Goods_Col_QtyInputs = {};
