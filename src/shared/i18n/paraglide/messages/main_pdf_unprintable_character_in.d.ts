/**
* | output |
* | --- |
* | "\"{char}\" ({code}) in {where}" |
*
* @param {Main_Pdf_Unprintable_Character_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable_character_in: ((inputs: Main_Pdf_Unprintable_Character_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Unprintable_Character_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Unprintable_Character_InInputs = {
    char: NonNullable<unknown>;
    code: NonNullable<unknown>;
    where: NonNullable<unknown>;
};
