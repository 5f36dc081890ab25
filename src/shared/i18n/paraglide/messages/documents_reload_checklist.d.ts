/**
* | output |
* | --- |
* | "Reload the checklist" |
*
* @param {Documents_Reload_ChecklistInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_reload_checklist: ((inputs?: Documents_Reload_ChecklistInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Reload_ChecklistInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Reload_ChecklistInputs = {};
