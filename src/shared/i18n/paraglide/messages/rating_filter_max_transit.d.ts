/**
* | output |
* | --- |
* | "Max. transit (days)" |
*
* @param {Rating_Filter_Max_TransitInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_transit: ((inputs?: Rating_Filter_Max_TransitInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Max_TransitInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Max_TransitInputs = {};
