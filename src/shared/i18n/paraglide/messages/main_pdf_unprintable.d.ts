/**
* | countPlural | output |
* | --- | --- |
* | "one" | "The quote holds a character no font of the desk can print: {named}{more}. The desk prints Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian, Chinese..." |
* | * | "The quote holds characters no font of the desk can print: {named}{more}. The desk prints Latin, Greek, Cyrillic, Arabic, Hebrew, Armenian, Georgian, Chinese ..." |
*
* @param {Main_Pdf_UnprintableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable: ((inputs: Main_Pdf_UnprintableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_UnprintableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_UnprintableInputs = {
    count: NonNullable<unknown>;
    named: NonNullable<unknown>;
    more: NonNullable<unknown>;
};
