/**
* | output |
* | --- |
* | "and {count} more" |
*
* @param {Main_Pdf_Unprintable_MoreInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_pdf_unprintable_more: ((inputs: Main_Pdf_Unprintable_MoreInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Pdf_Unprintable_MoreInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Pdf_Unprintable_MoreInputs = {
    count: NonNullable<unknown>;
};
