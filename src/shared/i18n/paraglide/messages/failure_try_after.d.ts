/**
* | output |
* | --- |
* | "It asked to wait {seconds} s; try again then." |
*
* @param {Failure_Try_AfterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_try_after: ((inputs: Failure_Try_AfterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Try_AfterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Try_AfterInputs = {
    seconds: NonNullable<unknown>;
};
