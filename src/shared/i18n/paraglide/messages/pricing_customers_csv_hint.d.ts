/**
* | output |
* | --- |
* | "A CSV file's first line names its columns: {columns} (only name is required). A known name updates that customer." |
*
* @param {Pricing_Customers_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_customers_csv_hint: ((inputs: Pricing_Customers_Csv_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Customers_Csv_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Customers_Csv_HintInputs = {
    columns: NonNullable<unknown>;
};
