/**
* | output |
* | --- |
* | "{first} and {second}" |
*
* @param {Pricing_Unknown_Currency_JoinInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_currency_join: ((inputs: Pricing_Unknown_Currency_JoinInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_Currency_JoinInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Unknown_Currency_JoinInputs = {
    first: NonNullable<unknown>;
    second: NonNullable<unknown>;
};
