/**
* | output |
* | --- |
* | "Issued {date}" |
*
* @param {Pdf_IssuedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_issued: ((inputs: Pdf_IssuedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_IssuedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_IssuedInputs = {
    date: NonNullable<unknown>;
};
