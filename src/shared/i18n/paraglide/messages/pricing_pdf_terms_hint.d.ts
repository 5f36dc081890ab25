/**
* | output |
* | --- |
* | "Printed at the foot of every quote, after its validity." |
*
* @param {Pricing_Pdf_Terms_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_terms_hint: ((inputs?: Pricing_Pdf_Terms_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Terms_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_Terms_HintInputs = {};
