/**
* | output |
* | --- |
* | "an unnamed currency" |
*
* @param {Pdf_Unnamed_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_unnamed_currency: ((inputs?: Pdf_Unnamed_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Unnamed_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Unnamed_CurrencyInputs = {};
