/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} in progress" |
* | * | "{shown} in progress" |
*
* @param {Documents_Summary_BusyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_summary_busy: ((inputs: Documents_Summary_BusyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Summary_BusyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Summary_BusyInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
