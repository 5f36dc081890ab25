/**
* | output |
* | --- |
* | "{kind}, every charge included" |
*
* @param {Pdf_Every_Charge_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_every_charge_included: ((inputs: Pdf_Every_Charge_IncludedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Every_Charge_IncludedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Every_Charge_IncludedInputs = {
    kind: NonNullable<unknown>;
};
