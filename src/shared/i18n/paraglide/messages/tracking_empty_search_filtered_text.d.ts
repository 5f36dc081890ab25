/**
* | output |
* | --- |
* | "Check the spelling, or clear the search or a filter." |
*
* @param {Tracking_Empty_Search_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_text: ((inputs?: Tracking_Empty_Search_Filtered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_Filtered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Search_Filtered_TextInputs = {};
