/**
* | output |
* | --- |
* | "No margin rule matches this rate: it sells at its buy price." |
*
* @param {Pricing_Why_No_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_no_rule: ((inputs?: Pricing_Why_No_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_No_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Why_No_RuleInputs = {};
