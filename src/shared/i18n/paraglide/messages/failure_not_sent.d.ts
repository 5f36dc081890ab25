/**
* | output |
* | --- |
* | "\"{op}\" was not sent: {problem}." |
*
* @param {Failure_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_not_sent: ((inputs: Failure_Not_SentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Not_SentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Not_SentInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
