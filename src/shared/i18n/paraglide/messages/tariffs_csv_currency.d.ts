/**
* | output |
* | --- |
* | "currency “{value}” is not an ISO 4217 code such as EUR" |
*
* @param {Tariffs_Csv_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_currency: ((inputs: Tariffs_Csv_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_CurrencyInputs = {
    value: NonNullable<unknown>;
};
