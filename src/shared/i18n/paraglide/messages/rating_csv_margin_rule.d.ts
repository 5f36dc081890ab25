/**
* | output |
* | --- |
* | "Margin rule" |
*
* @param {Rating_Csv_Margin_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_margin_rule: ((inputs?: Rating_Csv_Margin_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_Margin_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_Margin_RuleInputs = {};
