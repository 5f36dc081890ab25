/**
* | output |
* | --- |
* | "Subject to space and equipment at booking. Duties and taxes not listed are not included." |
*
* @param {Pdf_Standard_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_standard_terms: ((inputs?: Pdf_Standard_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Standard_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Standard_TermsInputs = {};
