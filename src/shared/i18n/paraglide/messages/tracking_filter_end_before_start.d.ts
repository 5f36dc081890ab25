/**
* | output |
* | --- |
* | "The end date is before the start date" |
*
* @param {Tracking_Filter_End_Before_StartInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_end_before_start: ((inputs?: Tracking_Filter_End_Before_StartInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_End_Before_StartInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filter_End_Before_StartInputs = {};
