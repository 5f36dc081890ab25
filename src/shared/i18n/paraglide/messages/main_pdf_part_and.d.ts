/**
* | output |
* | --- |
* | "{first} and {next}" |
*
* @param {Main_Pdf_Part_AndInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_part_and: ((inputs: Main_Pdf_Part_AndInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Part_AndInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Part_AndInputs = {
    first: NonNullable<unknown>;
    next: NonNullable<unknown>;
};
