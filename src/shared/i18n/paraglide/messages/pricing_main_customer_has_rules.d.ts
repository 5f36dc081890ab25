/**
* | countPlural | output |
* | --- | --- |
* | "one" | "A margin rule is for this customer ({names}): delete or change it first." |
* | * | "{shown} margin rules are for this customer ({names}): delete or change them first." |
*
* @param {Pricing_Main_Customer_Has_RulesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_main_customer_has_rules: ((inputs: Pricing_Main_Customer_Has_RulesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Main_Customer_Has_RulesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Main_Customer_Has_RulesInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    names: NonNullable<unknown>;
};
