/**
* | output |
* | --- |
* | "The embedded sandbox" |
*
* @param {Palette_Profile_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const palette_profile_sandbox: ((inputs?: Palette_Profile_SandboxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Palette_Profile_SandboxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Palette_Profile_SandboxInputs = {};
