/**
* | output |
* | --- |
* | "{amount} per container" |
*
* @param {Pricing_Terms_Per_ContainerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_container: ((inputs: Pricing_Terms_Per_ContainerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_Per_ContainerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Terms_Per_ContainerInputs = {
    amount: NonNullable<unknown>;
};
