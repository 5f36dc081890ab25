/**
* | output |
* | --- |
* | "an unknown currency" |
*
* @param {Pricing_Unknown_An_Unknown_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_unknown_an_unknown_currency: ((inputs?: Pricing_Unknown_An_Unknown_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Unknown_An_Unknown_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Unknown_An_Unknown_CurrencyInputs = {};
