/**
* | output |
* | --- |
* | "The carrier sent some amounts without a currency: they are shown as sent, without a symbol." |
*
* @param {Rating_Surcharges_No_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_surcharges_no_currency: ((inputs?: Rating_Surcharges_No_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Surcharges_No_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Surcharges_No_CurrencyInputs = {};
