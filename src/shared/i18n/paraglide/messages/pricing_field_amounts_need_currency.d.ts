/**
* | output |
* | --- |
* | "A fixed amount or a minimum needs its currency" |
*
* @param {Pricing_Field_Amounts_Need_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amounts_need_currency: ((inputs?: Pricing_Field_Amounts_Need_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Amounts_Need_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Amounts_Need_CurrencyInputs = {};
