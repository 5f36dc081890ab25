/**
* | output |
* | --- |
* | "No shipment matches “{search}”" |
*
* @param {Tracking_Empty_Search_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_empty_search_title: ((inputs: Tracking_Empty_Search_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Empty_Search_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Empty_Search_TitleInputs = {
    search: NonNullable<unknown>;
};
