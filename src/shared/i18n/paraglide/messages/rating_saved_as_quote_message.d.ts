/**
* | output |
* | --- |
* | "Saved as a quote ({message})." |
*
* @param {Rating_Saved_As_Quote_MessageInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_saved_as_quote_message: ((inputs: Rating_Saved_As_Quote_MessageInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Saved_As_Quote_MessageInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Saved_As_Quote_MessageInputs = {
    message: NonNullable<unknown>;
};
