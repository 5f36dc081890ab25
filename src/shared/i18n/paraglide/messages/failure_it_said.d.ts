/**
* | output |
* | --- |
* | "It said: \"{message}\"." |
*
* @param {Failure_It_SaidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_it_said: ((inputs: Failure_It_SaidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_It_SaidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_It_SaidInputs = {
    message: NonNullable<unknown>;
};
