/**
* | output |
* | --- |
* | "the validity" |
*
* @param {Main_Pdf_Part_ValidityInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_validity: ((inputs?: Main_Pdf_Part_ValidityInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Part_ValidityInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Part_ValidityInputs = {};
