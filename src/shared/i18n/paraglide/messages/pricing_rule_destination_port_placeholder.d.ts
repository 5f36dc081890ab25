/**
* | output |
* | --- |
* | "Any, e.g. CNSHA" |
*
* @param {Pricing_Rule_Destination_Port_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port_placeholder: ((inputs?: Pricing_Rule_Destination_Port_PlaceholderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_Port_PlaceholderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Destination_Port_PlaceholderInputs = {};
