/**
* | output |
* | --- |
* | "ADR / IATA DGR goods." |
*
* @param {Rating_Form_Dangerous_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_dangerous_hint: ((inputs?: Rating_Form_Dangerous_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Dangerous_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Dangerous_HintInputs = {};
