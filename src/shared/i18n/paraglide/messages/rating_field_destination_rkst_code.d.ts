/**
* | output |
* | --- |
* | "RKST code of the port of discharge" |
*
* @param {Rating_Field_Destination_Rkst_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_destination_rkst_code: ((inputs?: Rating_Field_Destination_Rkst_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Destination_Rkst_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Destination_Rkst_CodeInputs = {};
