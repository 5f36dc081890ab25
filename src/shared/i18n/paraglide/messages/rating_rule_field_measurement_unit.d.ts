/**
* | output |
* | --- |
* | "measurement unit" |
*
* @param {Rating_Rule_Field_Measurement_UnitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_measurement_unit: ((inputs?: Rating_Rule_Field_Measurement_UnitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Field_Measurement_UnitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Field_Measurement_UnitInputs = {};
