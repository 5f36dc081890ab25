/**
* | output |
* | --- |
* | "Sell {currency}" |
*
* @param {Rating_Csv_SellInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_sell: ((inputs: Rating_Csv_SellInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_SellInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_SellInputs = {
    currency: NonNullable<unknown>;
};
