/**
* | output |
* | --- |
* | "The price includes every charge for this service." |
*
* @param {Pdf_Price_Includes_AllInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_price_includes_all: ((inputs?: Pdf_Price_Includes_AllInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Price_Includes_AllInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Price_Includes_AllInputs = {};
