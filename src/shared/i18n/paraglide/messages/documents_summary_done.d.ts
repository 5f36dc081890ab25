/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} uploaded" |
* | * | "{shown} uploaded" |
*
* @param {Documents_Summary_DoneInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_done: ((inputs: Documents_Summary_DoneInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_DoneInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Summary_DoneInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
