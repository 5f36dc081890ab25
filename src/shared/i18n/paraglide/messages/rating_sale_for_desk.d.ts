/**
* | output |
* | --- |
* | "Sell prices for {customer} (the desk’s own rules), from {rules}. The customer’s PDF shows the sell price only." |
*
* @param {Rating_Sale_For_DeskInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sale_for_desk: ((inputs: Rating_Sale_For_DeskInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sale_For_DeskInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sale_For_DeskInputs = {
    customer: NonNullable<unknown>;
    rules: NonNullable<unknown>;
};
