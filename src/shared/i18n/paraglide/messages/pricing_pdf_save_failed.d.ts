/**
* | output |
* | --- |
* | "Could not save the quote PDF settings" |
*
* @param {Pricing_Pdf_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_pdf_save_failed: ((inputs?: Pricing_Pdf_Save_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Pdf_Save_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Pdf_Save_FailedInputs = {};
