/**
* | output |
* | --- |
* | "Loading recent shipments…" |
*
* @param {Documents_Picker_Loading_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_loading_recent: ((inputs?: Documents_Picker_Loading_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Loading_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Loading_RecentInputs = {};
