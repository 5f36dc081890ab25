/**
* | output |
* | --- |
* | "Saved answer from an earlier search:" |
*
* @param {Autocomplete_Saved_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const autocomplete_saved_answer: ((inputs?: Autocomplete_Saved_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Autocomplete_Saved_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Autocomplete_Saved_AnswerInputs = {};
