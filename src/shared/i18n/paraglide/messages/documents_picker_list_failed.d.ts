/**
* | output |
* | --- |
* | "Could not list shipments" |
*
* @param {Documents_Picker_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_list_failed: ((inputs?: Documents_Picker_List_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_List_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_List_FailedInputs = {};
