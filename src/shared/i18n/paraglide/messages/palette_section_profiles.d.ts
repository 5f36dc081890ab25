/**
* | output |
* | --- |
* | "Profiles" |
*
* @param {Palette_Section_ProfilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_section_profiles: ((inputs?: Palette_Section_ProfilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Section_ProfilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Section_ProfilesInputs = {};
