/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Documents_Picker_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_col_actions: ((inputs?: Documents_Picker_Col_ActionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Col_ActionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Col_ActionsInputs = {};
