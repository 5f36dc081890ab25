/**
* | output |
* | --- |
* | "The Sandbox profile is built in and cannot be changed." |
*
* @param {Main_Profile_Sandbox_UnchangeableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_sandbox_unchangeable: ((inputs?: Main_Profile_Sandbox_UnchangeableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Sandbox_UnchangeableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Sandbox_UnchangeableInputs = {};
