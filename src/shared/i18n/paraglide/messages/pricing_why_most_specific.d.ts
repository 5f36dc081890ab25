/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the most specific of {count} that match." |
*
* @param {Pricing_Why_Most_SpecificInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_most_specific: ((inputs: Pricing_Why_Most_SpecificInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_Most_SpecificInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Why_Most_SpecificInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
