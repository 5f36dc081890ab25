/**
* | output |
* | --- |
* | "{name} ({level})" |
*
* @param {Pricing_Report_Rule_LevelInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_report_rule_level: ((inputs: Pricing_Report_Rule_LevelInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Report_Rule_LevelInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Report_Rule_LevelInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
