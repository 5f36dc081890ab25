/**
* | output |
* | --- |
* | "Looking up the shipment…" |
*
* @param {Documents_Picker_Looking_UpInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_looking_up: ((inputs?: Documents_Picker_Looking_UpInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Looking_UpInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Looking_UpInputs = {};
