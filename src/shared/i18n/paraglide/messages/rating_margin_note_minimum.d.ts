/**
* | output |
* | --- |
* | "{rule} (minimum)" |
*
* @param {Rating_Margin_Note_MinimumInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_note_minimum: ((inputs: Rating_Margin_Note_MinimumInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Note_MinimumInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Note_MinimumInputs = {
    rule: NonNullable<unknown>;
};
