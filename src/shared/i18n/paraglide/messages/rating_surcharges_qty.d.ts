/**
* | output |
* | --- |
* | "Qty" |
*
* @param {Rating_Surcharges_QtyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_qty: ((inputs?: Rating_Surcharges_QtyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_QtyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Surcharges_QtyInputs = {};
