/**
* | output |
* | --- |
* | "{column} “{value}” is not a date such as 2026-03-31" |
*
* @param {Tariffs_Csv_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_date: ((inputs: Tariffs_Csv_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_DateInputs = {
    column: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
