/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} shipment matching {searched}" |
* | * | "{shown} shipments matching {searched}" |
*
* @param {Documents_Picker_MatchingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_matching: ((inputs: Documents_Picker_MatchingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_MatchingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_MatchingInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
    searched: NonNullable<unknown>;
};
