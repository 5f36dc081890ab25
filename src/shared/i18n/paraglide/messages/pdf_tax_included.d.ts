/**
* | output |
* | --- |
* | "incl. {percent}% tax" |
*
* @param {Pdf_Tax_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_tax_included: ((inputs: Pdf_Tax_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Tax_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Tax_IncludedInputs = {
    percent: NonNullable<unknown>;
};
