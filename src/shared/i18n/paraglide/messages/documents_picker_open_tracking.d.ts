/**
* | output |
* | --- |
* | "Open in Tracking" |
*
* @param {Documents_Picker_Open_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_open_tracking: ((inputs?: Documents_Picker_Open_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Open_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Open_TrackingInputs = {};
