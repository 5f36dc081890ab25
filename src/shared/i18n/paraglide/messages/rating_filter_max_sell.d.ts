/**
* | output |
* | --- |
* | "Max. sell ({currency})" |
*
* @param {Rating_Filter_Max_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_max_sell: ((inputs: Rating_Filter_Max_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Max_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Max_SellInputs = {
    currency: NonNullable<unknown>;
};
