/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} ready" |
* | * | "{shown} ready" |
*
* @param {Documents_Summary_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_ready: ((inputs: Documents_Summary_ReadyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_ReadyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Summary_ReadyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
