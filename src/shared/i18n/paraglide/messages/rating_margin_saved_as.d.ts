/**
* | output |
* | --- |
* | "Saved as {number}: the quote keeps the prices it was saved with." |
*
* @param {Rating_Margin_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_saved_as: ((inputs: Rating_Margin_Saved_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Saved_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Saved_AsInputs = {
    number: NonNullable<unknown>;
};
