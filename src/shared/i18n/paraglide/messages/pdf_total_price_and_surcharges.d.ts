/**
* | output |
* | --- |
* | "The carrier’s price plus the surcharges listed" |
*
* @param {Pdf_Total_Price_And_SurchargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_price_and_surcharges: ((inputs?: Pdf_Total_Price_And_SurchargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Price_And_SurchargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Total_Price_And_SurchargesInputs = {};
