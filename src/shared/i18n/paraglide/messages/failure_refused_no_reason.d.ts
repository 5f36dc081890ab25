/**
* | output |
* | --- |
* | "The freight service refused \"{op}\" without giving a reason." |
*
* @param {Failure_Refused_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_refused_no_reason: ((inputs: Failure_Refused_No_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Refused_No_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Refused_No_ReasonInputs = {
    op: NonNullable<unknown>;
};
