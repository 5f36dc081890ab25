/**
* | output |
* | --- |
* | "Goods value (optional)" |
*
* @param {Rating_Form_Goods_Value_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_goods_value_optional: ((inputs?: Rating_Form_Goods_Value_OptionalInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Goods_Value_OptionalInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Goods_Value_OptionalInputs = {};
