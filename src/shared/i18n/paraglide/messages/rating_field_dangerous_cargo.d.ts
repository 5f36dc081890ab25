/**
* | output |
* | --- |
* | "dangerous cargo" |
*
* @param {Rating_Field_Dangerous_CargoInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_field_dangerous_cargo: ((inputs?: Rating_Field_Dangerous_CargoInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Field_Dangerous_CargoInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Field_Dangerous_CargoInputs = {};
