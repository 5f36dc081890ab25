/**
* | output |
* | --- |
* | "Outcome unknown: {what}" |
*
* @param {Outcome_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const outcome_unknown: ((inputs: Outcome_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Outcome_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Outcome_UnknownInputs = {
    what: NonNullable<unknown>;
};
