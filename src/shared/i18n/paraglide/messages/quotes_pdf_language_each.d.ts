/**
* | output |
* | --- |
* | "Each customer’s, else {language}" |
*
* @param {Quotes_Pdf_Language_EachInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_pdf_language_each: ((inputs: Quotes_Pdf_Language_EachInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Pdf_Language_EachInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Pdf_Language_EachInputs = {
    language: NonNullable<unknown>;
};
