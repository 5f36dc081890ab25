/**
* | output |
* | --- |
* | "Rates imported" |
*
* @param {Tariffs_Detail_Rates_ImportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_rates_imported: ((inputs?: Tariffs_Detail_Rates_ImportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Detail_Rates_ImportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Detail_Rates_ImportedInputs = {};
