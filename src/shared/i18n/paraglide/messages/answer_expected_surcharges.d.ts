/**
* | output |
* | --- |
* | "expected surcharges as an object of lists (or a list)" |
*
* @param {Answer_Expected_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_surcharges: ((inputs?: Answer_Expected_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_SurchargesInputs = {};
