/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} pallet" |
* | * | "{count} pallets" |
*
* @param {Pdf_Count_PalletsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pdf_count_pallets: ((inputs: Pdf_Count_PalletsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Count_PalletsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Count_PalletsInputs = {
    count: NonNullable<unknown>;
};
