/**
* | output |
* | --- |
* | "Ask your freight service provider for access." |
*
* @param {Failure_Ask_AccessInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_ask_access: ((inputs?: Failure_Ask_AccessInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Ask_AccessInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Ask_AccessInputs = {};
