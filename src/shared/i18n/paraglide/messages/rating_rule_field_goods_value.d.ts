/**
* | output |
* | --- |
* | "goods value" |
*
* @param {Rating_Rule_Field_Goods_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_goods_value: ((inputs?: Rating_Rule_Field_Goods_ValueInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Field_Goods_ValueInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Field_Goods_ValueInputs = {};
