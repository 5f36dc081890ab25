/**
* | output |
* | --- |
* | "“{name}” applies: a {level} rule, the only one that matches." |
*
* @param {Pricing_Why_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_only: ((inputs: Pricing_Why_OnlyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_OnlyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Why_OnlyInputs = {
    name: NonNullable<unknown>;
    level: NonNullable<unknown>;
};
