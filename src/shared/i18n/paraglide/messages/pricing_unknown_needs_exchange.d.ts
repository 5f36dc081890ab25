/**
* | output |
* | --- |
* | "The rule’s amounts are in {rule} and this rate is in {theirs}: give a rate of exchange from {rule} for this quote, or set the margin by hand." |
*
* @param {Pricing_Unknown_Needs_ExchangeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_needs_exchange: ((inputs: Pricing_Unknown_Needs_ExchangeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_Needs_ExchangeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Unknown_Needs_ExchangeInputs = {
    rule: NonNullable<unknown>;
    theirs: NonNullable<unknown>;
};
