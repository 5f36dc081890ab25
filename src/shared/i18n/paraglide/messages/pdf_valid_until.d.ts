/**
* | output |
* | --- |
* | "Valid until {date}" |
*
* @param {Pdf_Valid_UntilInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_valid_until: ((inputs: Pdf_Valid_UntilInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Valid_UntilInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Valid_UntilInputs = {
    date: NonNullable<unknown>;
};
