/**
* | output |
* | --- |
* | "The rule adds an amount per kilogram, and the request gives no weight." |
*
* @param {Pricing_Unknown_No_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_no_weight: ((inputs?: Pricing_Unknown_No_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_No_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Unknown_No_WeightInputs = {};
