/**
* | output |
* | --- |
* | "go open screen" |
*
* @param {Palette_Screen_WordsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_screen_words: ((inputs?: Palette_Screen_WordsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Screen_WordsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Screen_WordsInputs = {};
