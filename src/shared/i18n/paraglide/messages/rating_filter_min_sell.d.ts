/**
* | output |
* | --- |
* | "Min. sell ({currency})" |
*
* @param {Rating_Filter_Min_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_min_sell: ((inputs: Rating_Filter_Min_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Min_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Min_SellInputs = {
    currency: NonNullable<unknown>;
};
