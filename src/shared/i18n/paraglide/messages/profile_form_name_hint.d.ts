/**
* | output |
* | --- |
* | "How the profile appears in the status bar, e.g. “Production”." |
*
* @param {Profile_Form_Name_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_name_hint: ((inputs?: Profile_Form_Name_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Name_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_Name_HintInputs = {};
