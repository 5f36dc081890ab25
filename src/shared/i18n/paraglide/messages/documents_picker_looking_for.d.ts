/**
* | output |
* | --- |
* | "Looking for {searched}…" |
*
* @param {Documents_Picker_Looking_ForInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_for: ((inputs: Documents_Picker_Looking_ForInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Looking_ForInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Looking_ForInputs = {
    searched: NonNullable<unknown>;
};
