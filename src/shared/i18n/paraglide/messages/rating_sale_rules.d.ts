/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} margin rule" |
* | * | "{shown} margin rules" |
*
* @param {Rating_Sale_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_rules: ((inputs: Rating_Sale_RulesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_RulesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_RulesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
