/**
* | output |
* | --- |
* | "Saved as a quote, {number}." |
*
* @param {Rating_Saved_As_Quote_NumberInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_number: ((inputs: Rating_Saved_As_Quote_NumberInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Saved_As_Quote_NumberInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Saved_As_Quote_NumberInputs = {
    number: NonNullable<unknown>;
};
