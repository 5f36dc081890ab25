/**
* | output |
* | --- |
* | "The freight service does not allow this account to do \"{op}\"." |
*
* @param {Failure_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_forbidden: ((inputs: Failure_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ForbiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_ForbiddenInputs = {
    op: NonNullable<unknown>;
};
