/**
* | output |
* | --- |
* | "Find airports by name, city or IATA code" |
*
* @param {Op_Lookup_AirportsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_lookup_airports: ((inputs?: Op_Lookup_AirportsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Lookup_AirportsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Lookup_AirportsInputs = {};
