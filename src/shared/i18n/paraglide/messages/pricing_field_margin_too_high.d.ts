/**
* | output |
* | --- |
* | "A margin is at most 1,000 %" |
*
* @param {Pricing_Field_Margin_Too_HighInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_margin_too_high: ((inputs?: Pricing_Field_Margin_Too_HighInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Margin_Too_HighInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Margin_Too_HighInputs = {};
