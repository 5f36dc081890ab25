/**
* | output |
* | --- |
* | "An amount is a whole number of hundredths" |
*
* @param {Pricing_Field_Amount_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_amount_whole: ((inputs?: Pricing_Field_Amount_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Amount_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Amount_WholeInputs = {};
