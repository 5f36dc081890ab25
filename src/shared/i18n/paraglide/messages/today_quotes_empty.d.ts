/**
* | output |
* | --- |
* | "Saved quotes whose validity ends in the next 24 hours appear here, to book them in time." |
*
* @param {Today_Quotes_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_quotes_empty: ((inputs?: Today_Quotes_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Quotes_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Quotes_EmptyInputs = {};
