/**
* | output |
* | --- |
* | "unknown carrier" |
*
* @param {Quotes_Unknown_Carrier_LowerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier_lower: ((inputs?: Quotes_Unknown_Carrier_LowerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Unknown_Carrier_LowerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Unknown_Carrier_LowerInputs = {};
