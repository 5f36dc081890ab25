/**
* | output |
* | --- |
* | "{level} rule" |
*
* @param {Pricing_Rules_Level_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_rules_level_note: ((inputs: Pricing_Rules_Level_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Rules_Level_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Rules_Level_NoteInputs = {
    level: NonNullable<unknown>;
};
