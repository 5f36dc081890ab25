/**
* | output |
* | --- |
* | "Rates, {rates}" |
*
* @param {Rating_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_table_caption: ((inputs: Rating_Table_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Table_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Table_CaptionInputs = {
    rates: NonNullable<unknown>;
};
