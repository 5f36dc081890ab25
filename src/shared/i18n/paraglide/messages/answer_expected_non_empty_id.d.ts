/**
* | output |
* | --- |
* | "expected a non-empty id" |
*
* @param {Answer_Expected_Non_Empty_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_non_empty_id: ((inputs?: Answer_Expected_Non_Empty_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Non_Empty_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Non_Empty_IdInputs = {};
