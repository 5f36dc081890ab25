/**
* | output |
* | --- |
* | "the penalties" |
*
* @param {Main_Pdf_Part_PenaltiesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_penalties: ((inputs?: Main_Pdf_Part_PenaltiesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Part_PenaltiesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Part_PenaltiesInputs = {};
