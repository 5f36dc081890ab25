/**
* | output |
* | --- |
* | "\"{op}\" was stopped because the connection to the freight service was closed (profile switched or app closing)." |
*
* @param {Failure_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_closed: ((inputs: Failure_ClosedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_ClosedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_ClosedInputs = {
    op: NonNullable<unknown>;
};
