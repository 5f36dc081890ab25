/**
* | output |
* | --- |
* | "the header has no \"name\" column" |
*
* @param {Pricing_Csv_No_Name_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_no_name_column: ((inputs?: Pricing_Csv_No_Name_ColumnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_No_Name_ColumnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_No_Name_ColumnInputs = {};
