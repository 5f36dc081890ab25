/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as a rule you wrote over a default margin." |
*
* @param {Pricing_Why_WrittenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_written: ((inputs: Pricing_Why_WrittenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_WrittenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Why_WrittenInputs = {
    names: NonNullable<unknown>;
};
