/**
* | output |
* | --- |
* | "{what} is a date such as 2026-11-23" |
*
* @param {Pricing_Field_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_date: ((inputs: Pricing_Field_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_DateInputs = {
    what: NonNullable<unknown>;
};
