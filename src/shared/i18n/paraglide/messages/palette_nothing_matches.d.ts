/**
* | output |
* | --- |
* | "Nothing matches “{typed}”." |
*
* @param {Palette_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_nothing_matches: ((inputs: Palette_Nothing_MatchesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Nothing_MatchesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Nothing_MatchesInputs = {
    typed: NonNullable<unknown>;
};
