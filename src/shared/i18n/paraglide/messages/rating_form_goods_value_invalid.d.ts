/**
* | output |
* | --- |
* | "Goods value must be an amount such as 1250.50 (at most two decimals)" |
*
* @param {Rating_Form_Goods_Value_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_invalid: ((inputs?: Rating_Form_Goods_Value_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Goods_Value_InvalidInputs = {};
