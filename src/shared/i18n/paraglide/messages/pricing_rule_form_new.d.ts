/**
* | output |
* | --- |
* | "New margin rule" |
*
* @param {Pricing_Rule_Form_NewInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_form_new: ((inputs?: Pricing_Rule_Form_NewInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Form_NewInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Form_NewInputs = {};
