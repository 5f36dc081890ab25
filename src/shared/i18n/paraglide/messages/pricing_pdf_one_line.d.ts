/**
* | output |
* | --- |
* | "One line: the sell price" |
*
* @param {Pricing_Pdf_One_LineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_one_line: ((inputs?: Pricing_Pdf_One_LineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_One_LineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_One_LineInputs = {};
