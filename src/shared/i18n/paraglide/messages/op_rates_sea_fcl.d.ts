/**
* | output |
* | --- |
* | "Rate a full-container sea shipment" |
*
* @param {Op_Rates_Sea_FclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_sea_fcl: ((inputs?: Op_Rates_Sea_FclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_Sea_FclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Rates_Sea_FclInputs = {};
