/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} failed" |
* | * | "{shown} failed" |
*
* @param {Documents_Announce_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_failed: ((inputs: Documents_Announce_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Announce_FailedInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
