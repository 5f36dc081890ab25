/**
* | output |
* | --- |
* | "amount “{value}” is not an amount such as 300 or 300.50" |
*
* @param {Tariffs_Csv_AmountInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_csv_amount: ((inputs: Tariffs_Csv_AmountInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Csv_AmountInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Csv_AmountInputs = {
    value: NonNullable<unknown>;
};
