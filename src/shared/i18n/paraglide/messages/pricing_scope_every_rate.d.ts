/**
* | output |
* | --- |
* | "Every rate" |
*
* @param {Pricing_Scope_Every_RateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_scope_every_rate: ((inputs?: Pricing_Scope_Every_RateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Scope_Every_RateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Scope_Every_RateInputs = {};
