/**
* | output |
* | --- |
* | "this operation takes no request body" |
*
* @param {Failure_Body_Not_TakenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_body_not_taken: ((inputs?: Failure_Body_Not_TakenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Body_Not_TakenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Body_Not_TakenInputs = {};
