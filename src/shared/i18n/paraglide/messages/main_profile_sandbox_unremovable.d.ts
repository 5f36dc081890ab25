/**
* | output |
* | --- |
* | "The Sandbox profile is built in and cannot be removed." |
*
* @param {Main_Profile_Sandbox_UnremovableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_sandbox_unremovable: ((inputs?: Main_Profile_Sandbox_UnremovableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Sandbox_UnremovableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Sandbox_UnremovableInputs = {};
