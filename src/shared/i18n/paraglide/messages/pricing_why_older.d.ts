/**
* | output |
* | --- |
* | "It is as specific as {names} and wins as the older rule." |
*
* @param {Pricing_Why_OlderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_why_older: ((inputs: Pricing_Why_OlderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Why_OlderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Why_OlderInputs = {
    names: NonNullable<unknown>;
};
