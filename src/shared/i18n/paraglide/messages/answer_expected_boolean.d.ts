/**
* | output |
* | --- |
* | "expected a boolean (true/false)" |
*
* @param {Answer_Expected_BooleanInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_boolean: ((inputs?: Answer_Expected_BooleanInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_BooleanInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_BooleanInputs = {};
