/**
* | output |
* | --- |
* | "endDate is before startDate" |
*
* @param {Tariffs_Csv_Date_OrderInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_date_order: ((inputs?: Tariffs_Csv_Date_OrderInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_Date_OrderInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_Date_OrderInputs = {};
