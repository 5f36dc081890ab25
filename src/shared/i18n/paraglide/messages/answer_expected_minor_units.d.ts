/**
* | output |
* | --- |
* | "expected an integer amount in minor units" |
*
* @param {Answer_Expected_Minor_UnitsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_minor_units: ((inputs?: Answer_Expected_Minor_UnitsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Minor_UnitsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Minor_UnitsInputs = {};
