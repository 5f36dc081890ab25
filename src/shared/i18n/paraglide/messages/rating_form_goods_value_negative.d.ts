/**
* | output |
* | --- |
* | "Goods value must be 0 or more" |
*
* @param {Rating_Form_Goods_Value_NegativeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_negative: ((inputs?: Rating_Form_Goods_Value_NegativeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_NegativeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Goods_Value_NegativeInputs = {};
