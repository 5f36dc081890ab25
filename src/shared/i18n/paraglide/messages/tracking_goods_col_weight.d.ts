/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Tracking_Goods_Col_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_col_weight: ((inputs?: Tracking_Goods_Col_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Col_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Goods_Col_WeightInputs = {};
