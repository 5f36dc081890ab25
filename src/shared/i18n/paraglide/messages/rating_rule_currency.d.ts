/**
* | output |
* | --- |
* | "{field} must be an ISO 4217 code such as EUR" |
*
* @param {Rating_Rule_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_currency: ((inputs: Rating_Rule_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_CurrencyInputs = {
    field: NonNullable<unknown>;
};
