/**
* | output |
* | --- |
* | "No shipment matches “{search}” with these filters" |
*
* @param {Tracking_Empty_Search_Filtered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_filtered_title: ((inputs: Tracking_Empty_Search_Filtered_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_Filtered_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Search_Filtered_TitleInputs = {
    search: NonNullable<unknown>;
};
