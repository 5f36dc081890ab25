/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Summary_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_failed: ((inputs: Documents_Summary_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Summary_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
