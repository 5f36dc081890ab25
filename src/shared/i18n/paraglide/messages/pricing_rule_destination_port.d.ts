/**
* | output |
* | --- |
* | "Destination port" |
*
* @param {Pricing_Rule_Destination_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rule_destination_port: ((inputs?: Pricing_Rule_Destination_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rule_Destination_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rule_Destination_PortInputs = {};
