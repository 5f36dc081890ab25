/**
* | output |
* | --- |
* | "A percentage is a whole number of hundredths of a percent" |
*
* @param {Pricing_Field_Percent_WholeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_percent_whole: ((inputs?: Pricing_Field_Percent_WholeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Percent_WholeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Percent_WholeInputs = {};
