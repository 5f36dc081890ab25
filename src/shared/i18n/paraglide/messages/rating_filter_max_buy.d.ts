/**
* | output |
* | --- |
* | "Max. buy ({currency})" |
*
* @param {Rating_Filter_Max_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_buy: ((inputs: Rating_Filter_Max_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Max_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Max_BuyInputs = {
    currency: NonNullable<unknown>;
};
