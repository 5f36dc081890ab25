/**
* | output |
* | --- |
* | "Embedded sandbox" |
*
* @param {Profile_Kind_SandboxInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_kind_sandbox: ((inputs?: Profile_Kind_SandboxInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Kind_SandboxInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Kind_SandboxInputs = {};
