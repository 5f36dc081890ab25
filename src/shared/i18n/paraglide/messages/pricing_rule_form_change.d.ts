/**
* | output |
* | --- |
* | "Change the rule {name}" |
*
* @param {Pricing_Rule_Form_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_change: ((inputs: Pricing_Rule_Form_ChangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Form_ChangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Form_ChangeInputs = {
    name: NonNullable<unknown>;
};
