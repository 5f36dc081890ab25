/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} not sent" |
* | * | "{shown} not sent" |
*
* @param {Documents_Summary_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_refused: ((inputs: Documents_Summary_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Summary_RefusedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
