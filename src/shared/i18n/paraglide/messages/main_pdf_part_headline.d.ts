/**
* | output |
* | --- |
* | "the customer's or carrier's name" |
*
* @param {Main_Pdf_Part_HeadlineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_headline: ((inputs?: Main_Pdf_Part_HeadlineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Part_HeadlineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Part_HeadlineInputs = {};
