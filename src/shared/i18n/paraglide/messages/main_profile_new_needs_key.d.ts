/**
* | output |
* | --- |
* | "A new profile needs an API key and secret." |
*
* @param {Main_Profile_New_Needs_KeyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_new_needs_key: ((inputs?: Main_Profile_New_Needs_KeyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_New_Needs_KeyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_New_Needs_KeyInputs = {};
