/**
* | output |
* | --- |
* | "As quoted" |
*
* @param {Pdf_As_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_as_quoted: ((inputs?: Pdf_As_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_As_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_As_QuotedInputs = {};
