/**
* | output |
* | --- |
* | "Prices as quoted by {carrier}; subject to space and equipment at booking." |
*
* @param {Pdf_TermsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_terms: ((inputs: Pdf_TermsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_TermsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_TermsInputs = {
    carrier: NonNullable<unknown>;
};
