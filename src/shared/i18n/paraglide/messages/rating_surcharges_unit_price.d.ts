/**
* | output |
* | --- |
* | "Unit price" |
*
* @param {Rating_Surcharges_Unit_PriceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_unit_price: ((inputs?: Rating_Surcharges_Unit_PriceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_Unit_PriceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Surcharges_Unit_PriceInputs = {};
