/**
* | output |
* | --- |
* | "For insurance and customs." |
*
* @param {Rating_Form_Goods_Value_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_hint: ((inputs?: Rating_Form_Goods_Value_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Goods_Value_HintInputs = {};
