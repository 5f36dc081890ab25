/**
* | output |
* | --- |
* | "chargeable weight" |
*
* @param {Rating_Field_Chargeable_WeightInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_chargeable_weight: ((inputs?: Rating_Field_Chargeable_WeightInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Chargeable_WeightInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Chargeable_WeightInputs = {};
