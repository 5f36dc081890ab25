/**
* | output |
* | --- |
* | "RKST code of the port of loading" |
*
* @param {Rating_Field_Origin_Rkst_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_origin_rkst_code: ((inputs?: Rating_Field_Origin_Rkst_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Origin_Rkst_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Origin_Rkst_CodeInputs = {};
