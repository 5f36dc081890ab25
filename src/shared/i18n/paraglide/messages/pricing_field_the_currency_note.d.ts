/**
* | output |
* | --- |
* | "The currency note" |
*
* @param {Pricing_Field_The_Currency_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_field_the_currency_note: ((inputs?: Pricing_Field_The_Currency_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Field_The_Currency_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Field_The_Currency_NoteInputs = {};
