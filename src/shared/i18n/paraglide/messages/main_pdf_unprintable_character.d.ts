/**
* | output |
* | --- |
* | "\"{char}\" ({code})" |
*
* @param {Main_Pdf_Unprintable_CharacterInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable_character: ((inputs: Main_Pdf_Unprintable_CharacterInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Unprintable_CharacterInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Unprintable_CharacterInputs = {
    char: NonNullable<unknown>;
    code: NonNullable<unknown>;
};
