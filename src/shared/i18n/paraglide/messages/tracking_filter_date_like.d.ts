/**
* | output |
* | --- |
* | "Use a date like {example}" |
*
* @param {Tracking_Filter_Date_LikeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_filter_date_like: ((inputs: Tracking_Filter_Date_LikeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Filter_Date_LikeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Filter_Date_LikeInputs = {
    example: NonNullable<unknown>;
};
