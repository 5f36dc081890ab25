/**
* | output |
* | --- |
* | "expected base64 text" |
*
* @param {Answer_Expected_Base64Inputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_base64: ((inputs?: Answer_Expected_Base64Inputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Base64Inputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Base64Inputs = {};
