/**
* | output |
* | --- |
* | "Min. buy ({currency})" |
*
* @param {Rating_Filter_Min_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_buy: ((inputs: Rating_Filter_Min_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Min_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Min_BuyInputs = {
    currency: NonNullable<unknown>;
};
