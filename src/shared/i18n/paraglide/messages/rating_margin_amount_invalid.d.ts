/**
* | output |
* | --- |
* | "An amount in {currency} such as 150 or 150.50" |
*
* @param {Rating_Margin_Amount_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_amount_invalid: ((inputs: Rating_Margin_Amount_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Amount_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Amount_InvalidInputs = {
    currency: NonNullable<unknown>;
};
