/**
* | output |
* | --- |
* | "{terms}, at least {minimum}" |
*
* @param {Pricing_Terms_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_at_least: ((inputs: Pricing_Terms_At_LeastInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_At_LeastInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Terms_At_LeastInputs = {
    terms: NonNullable<unknown>;
    minimum: NonNullable<unknown>;
};
