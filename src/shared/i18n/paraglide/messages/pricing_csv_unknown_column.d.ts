/**
* | output |
* | --- |
* | "unknown column \"{name}\"; the columns are {columns}" |
*
* @param {Pricing_Csv_Unknown_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_csv_unknown_column: ((inputs: Pricing_Csv_Unknown_ColumnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Csv_Unknown_ColumnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Csv_Unknown_ColumnInputs = {
    name: NonNullable<unknown>;
    columns: NonNullable<unknown>;
};
