/**
* | output |
* | --- |
* | "price + surcharges" |
*
* @param {Rating_All_In_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_all_in_price_and_surcharges: ((inputs?: Rating_All_In_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_All_In_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_All_In_Price_And_SurchargesInputs = {};
