/**
* | output |
* | --- |
* | "Type an amount such as 1200 or 1200.50" |
*
* @param {Rating_Filter_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_amount_invalid: ((inputs?: Rating_Filter_Amount_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Amount_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Amount_InvalidInputs = {};
