/**
* | output |
* | --- |
* | "the charges" |
*
* @param {Main_Pdf_Part_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_charges: ((inputs?: Main_Pdf_Part_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Part_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Part_ChargesInputs = {};
