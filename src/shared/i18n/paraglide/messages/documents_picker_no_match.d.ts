/**
* | output |
* | --- |
* | "No shipment matches {searched}" |
*
* @param {Documents_Picker_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_no_match: ((inputs: Documents_Picker_No_MatchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_No_MatchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_No_MatchInputs = {
    searched: NonNullable<unknown>;
};
