/**
* | output |
* | --- |
* | "A customer file is at most {max} characters" |
*
* @param {Pricing_Field_Csv_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_csv_too_large: ((inputs: Pricing_Field_Csv_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_Csv_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_Csv_Too_LargeInputs = {
    max: NonNullable<unknown>;
};
