/**
* | output |
* | --- |
* | "By charge (the margin spread over them)" |
*
* @param {Pricing_Pdf_By_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_by_charge: ((inputs?: Pricing_Pdf_By_ChargeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_By_ChargeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_By_ChargeInputs = {};
