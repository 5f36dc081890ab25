/**
* | output |
* | --- |
* | "Rate a less-than-container sea shipment" |
*
* @param {Op_Rates_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_lcl: ((inputs?: Op_Rates_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Rates_Sea_LclInputs = {};
