/**
* | output |
* | --- |
* | "Surcharges of the quote from {carrier}" |
*
* @param {Quotes_Surcharges_OfInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_surcharges_of: ((inputs: Quotes_Surcharges_OfInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Surcharges_OfInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Surcharges_OfInputs = {
    carrier: NonNullable<unknown>;
};
