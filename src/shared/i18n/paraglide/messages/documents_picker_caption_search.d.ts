/**
* | output |
* | --- |
* | "Shipments matching {searched}" |
*
* @param {Documents_Picker_Caption_SearchInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_caption_search: ((inputs: Documents_Picker_Caption_SearchInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Caption_SearchInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Caption_SearchInputs = {
    searched: NonNullable<unknown>;
};
