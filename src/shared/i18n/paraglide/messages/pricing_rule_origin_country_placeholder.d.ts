/**
* | output |
* | --- |
* | "Any, e.g. ES" |
*
* @param {Pricing_Rule_Origin_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_country_placeholder: ((inputs?: Pricing_Rule_Origin_Country_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_Country_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Origin_Country_PlaceholderInputs = {};
