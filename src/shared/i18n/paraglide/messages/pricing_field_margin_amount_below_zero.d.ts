/**
* | output |
* | --- |
* | "A margin cannot be below zero" |
*
* @param {Pricing_Field_Margin_Amount_Below_ZeroInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_amount_below_zero: ((inputs?: Pricing_Field_Margin_Amount_Below_ZeroInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Margin_Amount_Below_ZeroInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Margin_Amount_Below_ZeroInputs = {};
