/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} with an unknown outcome: check the checklist" |
* | * | "{shown} with an unknown outcome: check the checklist" |
*
* @param {Documents_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_unknown: ((inputs: Documents_Announce_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Announce_UnknownInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
