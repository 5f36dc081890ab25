/**
* | output |
* | --- |
* | "The minimum is above the maximum" |
*
* @param {Rating_Filter_Min_Above_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_above_max: ((inputs?: Rating_Filter_Min_Above_MaxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Min_Above_MaxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Min_Above_MaxInputs = {};
