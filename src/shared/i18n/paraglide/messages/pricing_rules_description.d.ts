/**
* | output |
* | --- |
* | "The most specific rule that matches a rate prices it: customer, then lane (ports, then countries), carrier, mode, and a rule with no condition as the desk’s ..." |
*
* @param {Pricing_Rules_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_description: ((inputs?: Pricing_Rules_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rules_DescriptionInputs = {};
