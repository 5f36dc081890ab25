/**
* | output |
* | --- |
* | "The freight service sent an answer to \"{op}\" larger than {limit} MiB; Freight Desk stopped reading it. Narrow the request (fewer items, a shorter period) or ..." |
*
* @param {Failure_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large: ((inputs: Failure_Too_LargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_LargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Too_LargeInputs = {
    op: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
