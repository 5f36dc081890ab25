/**
* | output |
* | --- |
* | "Find maritime ports by city name" |
*
* @param {Op_Lookup_PortsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_ports: ((inputs?: Op_Lookup_PortsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_PortsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Lookup_PortsInputs = {};
