/**
* | output |
* | --- |
* | "Sum of the charges listed" |
*
* @param {Pdf_Total_Sum_Of_ChargesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_total_sum_of_charges: ((inputs?: Pdf_Total_Sum_Of_ChargesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Total_Sum_Of_ChargesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Total_Sum_Of_ChargesInputs = {};
