/**
* | output |
* | --- |
* | "A rate of exchange is above zero" |
*
* @param {Pricing_Field_Exchange_Above_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_exchange_above_zero: ((inputs?: Pricing_Field_Exchange_Above_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Exchange_Above_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Exchange_Above_ZeroInputs = {};
