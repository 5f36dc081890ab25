/**
* | output |
* | --- |
* | "Name the carrier" |
*
* @param {Pricing_Pdf_Name_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier: ((inputs?: Pricing_Pdf_Name_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Name_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_Name_CarrierInputs = {};
