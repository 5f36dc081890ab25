/**
* | output |
* | --- |
* | "{what} must be at most {max} characters" |
*
* @param {Pricing_Field_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_too_long: ((inputs: Pricing_Field_Too_LongInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Too_LongInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Too_LongInputs = {
    what: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
