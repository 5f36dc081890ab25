/**
* | output |
* | --- |
* | "Origin country" |
*
* @param {Pricing_Rule_Origin_CountryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country: ((inputs?: Pricing_Rule_Origin_CountryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_CountryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Origin_CountryInputs = {};
