/**
* | output |
* | --- |
* | "the header has a column “{name}” Freight Desk does not know; the columns are {columns}" |
*
* @param {Tariffs_Csv_Unknown_ColumnInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_unknown_column: ((inputs: Tariffs_Csv_Unknown_ColumnInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Unknown_ColumnInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Unknown_ColumnInputs = {
    name: NonNullable<unknown>;
    columns: NonNullable<unknown>;
};
