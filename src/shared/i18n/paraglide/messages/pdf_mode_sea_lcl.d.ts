/**
* | output |
* | --- |
* | "Sea LCL (groupage)" |
*
* @param {Pdf_Mode_Sea_LclInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_sea_lcl: ((inputs?: Pdf_Mode_Sea_LclInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_Sea_LclInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Mode_Sea_LclInputs = {};
