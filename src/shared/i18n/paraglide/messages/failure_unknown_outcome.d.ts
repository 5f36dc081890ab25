/**
* | output |
* | --- |
* | "It may or may not have been carried out: check {check} before trying again." |
*
* @param {Failure_Unknown_OutcomeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unknown_outcome: ((inputs: Failure_Unknown_OutcomeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unknown_OutcomeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Unknown_OutcomeInputs = {
    check: NonNullable<unknown>;
};
