/**
* | output |
* | --- |
* | "Widen the dates or clear a filter." |
*
* @param {Tracking_Empty_Filtered_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_filtered_text: ((inputs?: Tracking_Empty_Filtered_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Filtered_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Filtered_TextInputs = {};
