/**
* | output |
* | --- |
* | "Sell prices for {customer} (picked on the form above), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_CustomerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_customer: ((inputs: Rating_Sale_For_CustomerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_For_CustomerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_For_CustomerInputs = {
    customer: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
