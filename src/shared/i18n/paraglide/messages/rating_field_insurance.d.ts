/**
* | output |
* | --- |
* | "insurance" |
*
* @param {Rating_Field_InsuranceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_insurance: ((inputs?: Rating_Field_InsuranceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_InsuranceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_InsuranceInputs = {};
