/**
* | output |
* | --- |
* | "Unknown carrier" |
*
* @param {Quotes_Unknown_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_unknown_carrier: ((inputs?: Quotes_Unknown_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Unknown_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Unknown_CarrierInputs = {};
