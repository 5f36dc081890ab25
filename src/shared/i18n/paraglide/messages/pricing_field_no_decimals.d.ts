/**
* | output |
* | --- |
* | "{currency} amounts have no decimals" |
*
* @param {Pricing_Field_No_DecimalsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_no_decimals: ((inputs: Pricing_Field_No_DecimalsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_No_DecimalsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_No_DecimalsInputs = {
    currency: NonNullable<unknown>;
};
