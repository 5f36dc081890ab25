/**
* | output |
* | --- |
* | "{amount} per kg" |
*
* @param {Pricing_Terms_Per_KgInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_kg: ((inputs: Pricing_Terms_Per_KgInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_Per_KgInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Terms_Per_KgInputs = {
    amount: NonNullable<unknown>;
};
