/**
* | output |
* | --- |
* | "{column} is required: a date such as 2026-03-31" |
*
* @param {Tariffs_Csv_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_date_required: ((inputs: Tariffs_Csv_Date_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Date_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Date_RequiredInputs = {
    column: NonNullable<unknown>;
};
