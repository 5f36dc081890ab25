/**
* | output |
* | --- |
* | "A CSV tariff has one row per cost (rows with the same lane, container and dates make one rate). Its first line is this header:" |
*
* @param {Tariffs_Csv_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_hint: ((inputs?: Tariffs_Csv_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_HintInputs = {};
