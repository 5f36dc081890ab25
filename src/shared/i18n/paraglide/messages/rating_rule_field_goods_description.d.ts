/**
* | output |
* | --- |
* | "goods description" |
*
* @param {Rating_Rule_Field_Goods_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_goods_description: ((inputs?: Rating_Rule_Field_Goods_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Field_Goods_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Field_Goods_DescriptionInputs = {};
