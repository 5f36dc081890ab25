/**
* | output |
* | --- |
* | "{name}’s default margin" |
*
* @param {Pricing_Customer_Default_RuleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customer_default_rule: ((inputs: Pricing_Customer_Default_RuleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customer_Default_RuleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customer_Default_RuleInputs = {
    name: NonNullable<unknown>;
};
