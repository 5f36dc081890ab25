/**
* | output |
* | --- |
* | "The freight service accepted \"{op}\" but sent an answer Freight Desk cannot read ({problem})." |
*
* @param {Failure_Unreadable_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_unreadable_accepted: ((inputs: Failure_Unreadable_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Unreadable_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Unreadable_AcceptedInputs = {
    op: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
