/**
* | output |
* | --- |
* | "Sorting compares the amounts in {currency}; nothing is converted." |
*
* @param {Rating_Sort_CurrencyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sort_currency: ((inputs: Rating_Sort_CurrencyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sort_CurrencyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sort_CurrencyInputs = {
    currency: NonNullable<unknown>;
};
