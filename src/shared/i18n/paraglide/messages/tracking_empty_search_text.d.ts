/**
* | output |
* | --- |
* | "The search looks in codes, agencies, places and references. Check the spelling, or clear the search." |
*
* @param {Tracking_Empty_Search_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_text: ((inputs?: Tracking_Empty_Search_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Search_TextInputs = {};
