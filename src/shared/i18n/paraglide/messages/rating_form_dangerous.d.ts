/**
* | output |
* | --- |
* | "Dangerous cargo" |
*
* @param {Rating_Form_DangerousInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous: ((inputs?: Rating_Form_DangerousInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_DangerousInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_DangerousInputs = {};
