/**
* | output |
* | --- |
* | "The quote PDF could not be made: {why}" |
*
* @param {Main_Pdf_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_not_made: ((inputs: Main_Pdf_Not_MadeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Not_MadeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Not_MadeInputs = {
    why: NonNullable<unknown>;
};
