/**
* | output |
* | --- |
* | "Most recent pick-ups first" |
*
* @param {Documents_Picker_Most_RecentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_picker_most_recent: ((inputs?: Documents_Picker_Most_RecentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Picker_Most_RecentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Picker_Most_RecentInputs = {};
