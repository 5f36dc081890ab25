/**
* | output |
* | --- |
* | "the file is empty: the first line names the columns, \"name\" at least" |
*
* @param {Pricing_Csv_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_empty: ((inputs?: Pricing_Csv_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_EmptyInputs = {};
