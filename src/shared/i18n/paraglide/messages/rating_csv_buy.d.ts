/**
* | output |
* | --- |
* | "Buy {currency}" |
*
* @param {Rating_Csv_BuyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_buy: ((inputs: Rating_Csv_BuyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_BuyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_BuyInputs = {
    currency: NonNullable<unknown>;
};
