/**
* | output |
* | --- |
* | "Shipments appear here once they are booked." |
*
* @param {Documents_Picker_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_none_text: ((inputs?: Documents_Picker_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_None_TextInputs = {};
