/**
* | output |
* | --- |
* | "Minimum margin (optional)" |
*
* @param {Pricing_Rule_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum: ((inputs?: Pricing_Rule_MinimumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_MinimumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_MinimumInputs = {};
