/**
* | output |
* | --- |
* | "UN/LOCODE of the port of discharge" |
*
* @param {Rating_Rule_Field_Destination_Un_Loc_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rule_field_destination_un_loc_code: ((inputs?: Rating_Rule_Field_Destination_Un_Loc_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rule_Field_Destination_Un_Loc_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rule_Field_Destination_Un_Loc_CodeInputs = {};
