/**
* | output |
* | --- |
* | "expected a non-empty access token" |
*
* @param {Answer_Expected_Non_Empty_Access_TokenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_expected_non_empty_access_token: ((inputs?: Answer_Expected_Non_Empty_Access_TokenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Answer_Expected_Non_Empty_Access_TokenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Answer_Expected_Non_Empty_Access_TokenInputs = {};
