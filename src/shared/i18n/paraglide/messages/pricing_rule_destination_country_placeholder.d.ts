/**
* | output |
* | --- |
* | "Any, e.g. CN" |
*
* @param {Pricing_Rule_Destination_Country_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_country_placeholder: ((inputs?: Pricing_Rule_Destination_Country_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_Country_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Destination_Country_PlaceholderInputs = {};
