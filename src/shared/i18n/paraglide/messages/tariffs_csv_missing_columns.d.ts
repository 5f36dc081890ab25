/**
* | output |
* | --- |
* | "the header lacks these columns: {columns}" |
*
* @param {Tariffs_Csv_Missing_ColumnsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_missing_columns: ((inputs: Tariffs_Csv_Missing_ColumnsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Missing_ColumnsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Missing_ColumnsInputs = {
    columns: NonNullable<unknown>;
};
