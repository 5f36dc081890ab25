/**
* | countPlural | output |
* | --- | --- |
* | "one" | "(and {count} more)" |
* | * | "(and {count} more)" |
*
* @param {Failure_More_ProblemsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_more_problems: ((inputs: Failure_More_ProblemsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_More_ProblemsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_More_ProblemsInputs = {
    count: NonNullable<unknown>;
};
