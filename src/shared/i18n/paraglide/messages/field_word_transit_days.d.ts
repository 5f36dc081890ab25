/**
* | output |
* | --- |
* | "Transit days" |
*
* @param {Field_Word_Transit_DaysInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_word_transit_days: ((inputs?: Field_Word_Transit_DaysInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Word_Transit_DaysInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Word_Transit_DaysInputs = {};
