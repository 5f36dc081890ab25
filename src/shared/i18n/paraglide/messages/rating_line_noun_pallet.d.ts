/**
* | output |
* | --- |
* | "pallet" |
*
* @param {Rating_Line_Noun_PalletInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_line_noun_pallet: ((inputs?: Rating_Line_Noun_PalletInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Line_Noun_PalletInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Line_Noun_PalletInputs = {};
