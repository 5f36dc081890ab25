/**
* | output |
* | --- |
* | "All-in price: every charge listed is included" |
*
* @param {Pdf_All_In_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_all_in_note: ((inputs?: Pdf_All_In_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_All_In_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_All_In_NoteInputs = {};
