/**
* | output |
* | --- |
* | "{what} must be text" |
*
* @param {Pricing_Field_Not_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_not_text: ((inputs: Pricing_Field_Not_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Not_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Not_TextInputs = {
    what: NonNullable<unknown>;
};
