/**
* | output |
* | --- |
* | "Keep {code}" |
*
* @param {Documents_Picker_KeepInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_keep: ((inputs: Documents_Picker_KeepInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_KeepInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_KeepInputs = {
    code: NonNullable<unknown>;
};
