/**
* | output |
* | --- |
* | "Boxes" |
*
* @param {Pdf_Mode_BoxesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_mode_boxes: ((inputs?: Pdf_Mode_BoxesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Mode_BoxesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Mode_BoxesInputs = {};
