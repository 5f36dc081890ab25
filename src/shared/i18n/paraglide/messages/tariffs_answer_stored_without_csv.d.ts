/**
* | output |
* | --- |
* | "Tariff stored; no CSV file was sent, so no rates were imported" |
*
* @param {Tariffs_Answer_Stored_Without_CsvInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_answer_stored_without_csv: ((inputs?: Tariffs_Answer_Stored_Without_CsvInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Answer_Stored_Without_CsvInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Answer_Stored_Without_CsvInputs = {};
