/**
* | output |
* | --- |
* | "expected JSON, got text that is not valid JSON" |
*
* @param {Failure_Answer_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_answer_not_json: ((inputs?: Failure_Answer_Not_JsonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Answer_Not_JsonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Answer_Not_JsonInputs = {};
