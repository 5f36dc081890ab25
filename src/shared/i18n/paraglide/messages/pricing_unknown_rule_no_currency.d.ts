/**
* | output |
* | --- |
* | "The rule has an amount without a currency." |
*
* @param {Pricing_Unknown_Rule_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_rule_no_currency: ((inputs?: Pricing_Unknown_Rule_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_Rule_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Unknown_Rule_No_CurrencyInputs = {};
