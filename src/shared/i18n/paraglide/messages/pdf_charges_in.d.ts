/**
* | output |
* | --- |
* | "Charges in {currency}" |
*
* @param {Pdf_Charges_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_charges_in: ((inputs: Pdf_Charges_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Charges_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Charges_InInputs = {
    currency: NonNullable<unknown>;
};
