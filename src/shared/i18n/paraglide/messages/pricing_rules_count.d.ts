/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} rule" |
* | * | "{shown} rules" |
*
* @param {Pricing_Rules_CountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_count: ((inputs: Pricing_Rules_CountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_CountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rules_CountInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
