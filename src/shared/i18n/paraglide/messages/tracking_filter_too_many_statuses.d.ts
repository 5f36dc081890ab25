/**
* | output |
* | --- |
* | "Filter by at most {max} statuses" |
*
* @param {Tracking_Filter_Too_Many_StatusesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_too_many_statuses: ((inputs: Tracking_Filter_Too_Many_StatusesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Too_Many_StatusesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filter_Too_Many_StatusesInputs = {
    max: NonNullable<unknown>;
};
