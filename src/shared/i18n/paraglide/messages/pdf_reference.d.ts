/**
* | output |
* | --- |
* | "Ref. {reference}" |
*
* @param {Pdf_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_reference: ((inputs: Pdf_ReferenceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_ReferenceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
