/**
* | output |
* | --- |
* | "Stored in the system keychain; Freight Desk never shows it again." |
*
* @param {Profile_Form_Secret_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_secret_hint: ((inputs?: Profile_Form_Secret_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Secret_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_Secret_HintInputs = {};
