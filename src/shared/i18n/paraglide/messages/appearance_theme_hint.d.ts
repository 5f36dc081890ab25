/**
* | output |
* | --- |
* | "System follows the light or dark setting of your operating system." |
*
* @param {Appearance_Theme_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_theme_hint: ((inputs?: Appearance_Theme_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Theme_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Appearance_Theme_HintInputs = {};
