/**
* | output |
* | --- |
* | "What a quote PDF for a customer shows. It prints the sell price only: never the carrier’s price or your margin." |
*
* @param {Pricing_Pdf_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_description: ((inputs?: Pricing_Pdf_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_DescriptionInputs = {};
