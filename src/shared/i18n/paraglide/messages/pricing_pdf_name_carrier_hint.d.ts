/**
* | output |
* | --- |
* | "Its name and service under the customer’s." |
*
* @param {Pricing_Pdf_Name_Carrier_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_name_carrier_hint: ((inputs?: Pricing_Pdf_Name_Carrier_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Name_Carrier_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_Name_Carrier_HintInputs = {};
