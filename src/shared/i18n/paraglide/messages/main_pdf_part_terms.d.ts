/**
* | output |
* | --- |
* | "the terms" |
*
* @param {Main_Pdf_Part_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_terms: ((inputs?: Main_Pdf_Part_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Part_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Part_TermsInputs = {};
