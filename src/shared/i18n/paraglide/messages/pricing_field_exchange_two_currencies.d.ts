/**
* | output |
* | --- |
* | "A rate of exchange is between two currencies" |
*
* @param {Pricing_Field_Exchange_Two_CurrenciesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_two_currencies: ((inputs?: Pricing_Field_Exchange_Two_CurrenciesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Exchange_Two_CurrenciesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Exchange_Two_CurrenciesInputs = {};
