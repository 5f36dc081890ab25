/**
* | output |
* | --- |
* | "https://… (plain http only for a service on this computer)." |
*
* @param {Profile_Form_Base_Url_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_base_url_hint: ((inputs?: Profile_Form_Base_Url_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Base_Url_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_Base_Url_HintInputs = {};
