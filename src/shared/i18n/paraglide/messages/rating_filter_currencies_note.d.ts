/**
* | output |
* | --- |
* | "Rates in several currencies: each range applies to the amounts in its own currency; nothing is converted." |
*
* @param {Rating_Filter_Currencies_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_filter_currencies_note: ((inputs?: Rating_Filter_Currencies_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Filter_Currencies_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Filter_Currencies_NoteInputs = {};
