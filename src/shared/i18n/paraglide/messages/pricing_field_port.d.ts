/**
* | output |
* | --- |
* | "A port is a UN/LOCODE such as ESVLC, an airport an IATA code such as BCN" |
*
* @param {Pricing_Field_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_port: ((inputs?: Pricing_Field_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_PortInputs = {};
