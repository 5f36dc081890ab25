/**
* | output |
* | --- |
* | "Any, e.g. ESVLC" |
*
* @param {Pricing_Rule_Origin_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_origin_port_placeholder: ((inputs?: Pricing_Rule_Origin_Port_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Origin_Port_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Origin_Port_PlaceholderInputs = {};
