/**
* | output |
* | --- |
* | "IMO number" |
*
* @param {Rating_Field_Imo_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_imo_number: ((inputs?: Rating_Field_Imo_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Imo_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Imo_NumberInputs = {};
