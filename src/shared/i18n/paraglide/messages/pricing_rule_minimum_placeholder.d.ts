/**
* | output |
* | --- |
* | "e.g. 25" |
*
* @param {Pricing_Rule_Minimum_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_minimum_placeholder: ((inputs?: Pricing_Rule_Minimum_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Minimum_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Minimum_PlaceholderInputs = {};
