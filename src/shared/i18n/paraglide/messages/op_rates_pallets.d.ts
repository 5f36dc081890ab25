/**
* | output |
* | --- |
* | "Rate a shipment of pallets" |
*
* @param {Op_Rates_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_rates_pallets: ((inputs?: Op_Rates_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Rates_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Rates_PalletsInputs = {};
