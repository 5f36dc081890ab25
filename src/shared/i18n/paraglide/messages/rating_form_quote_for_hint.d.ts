/**
* | output |
* | --- |
* | "Prices the rates with the customer’s rules." |
*
* @param {Rating_Form_Quote_For_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_form_quote_for_hint: ((inputs?: Rating_Form_Quote_For_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Form_Quote_For_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Form_Quote_For_HintInputs = {};
