/**
* | output |
* | --- |
* | "this operation needs a body" |
*
* @param {Failure_Body_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_missing: ((inputs?: Failure_Body_MissingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Body_MissingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Body_MissingInputs = {};
