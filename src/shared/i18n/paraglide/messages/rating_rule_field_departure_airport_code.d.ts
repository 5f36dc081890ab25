/**
* | output |
* | --- |
* | "departure airport code" |
*
* @param {Rating_Rule_Field_Departure_Airport_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_departure_airport_code: ((inputs?: Rating_Rule_Field_Departure_Airport_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Field_Departure_Airport_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Field_Departure_Airport_CodeInputs = {};
