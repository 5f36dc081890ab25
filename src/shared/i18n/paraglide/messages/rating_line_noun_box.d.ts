/**
* | output |
* | --- |
* | "box" |
*
* @param {Rating_Line_Noun_BoxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_box: ((inputs?: Rating_Line_Noun_BoxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_BoxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Line_Noun_BoxInputs = {};
