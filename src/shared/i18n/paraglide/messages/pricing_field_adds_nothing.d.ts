/**
* | output |
* | --- |
* | "The rule adds nothing: give a percentage, a fixed amount or a minimum" |
*
* @param {Pricing_Field_Adds_NothingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_adds_nothing: ((inputs?: Pricing_Field_Adds_NothingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Adds_NothingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Adds_NothingInputs = {};
