/**
* | output |
* | --- |
* | "System follows the language of your operating system: Spanish for any Spanish, English otherwise. Dates, numbers and amounts follow it." |
*
* @param {Appearance_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const appearance_language_hint: ((inputs?: Appearance_Language_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Appearance_Language_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Appearance_Language_HintInputs = {};
