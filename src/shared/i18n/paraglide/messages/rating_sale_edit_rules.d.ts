/**
* | output |
* | --- |
* | "Edit rules" |
*
* @param {Rating_Sale_Edit_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_edit_rules: ((inputs?: Rating_Sale_Edit_RulesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_Edit_RulesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_Edit_RulesInputs = {};
