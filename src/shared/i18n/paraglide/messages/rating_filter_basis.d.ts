/**
* | output |
* | --- |
* | "Price range on" |
*
* @param {Rating_Filter_BasisInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_basis: ((inputs?: Rating_Filter_BasisInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_BasisInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_BasisInputs = {};
