/**
* | output |
* | --- |
* | "The freight service did not carry out \"{op}\" (HTTP {status}), and its answer was larger than {limit} MiB, too large to read. Try again; if it keeps happening..." |
*
* @param {Failure_Too_Large_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_too_large_refused: ((inputs: Failure_Too_Large_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Too_Large_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Too_Large_RefusedInputs = {
    op: NonNullable<unknown>;
    status: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
