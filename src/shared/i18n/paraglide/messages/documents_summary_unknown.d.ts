/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} outcome unknown" |
* | * | "{shown} outcome unknown" |
*
* @param {Documents_Summary_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_unknown: ((inputs: Documents_Summary_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Summary_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
