/**
* | output |
* | --- |
* | "Enter the new API key too, or leave both empty" |
*
* @param {Profile_Form_New_Key_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_key_too: ((inputs?: Profile_Form_New_Key_TooInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Key_TooInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_New_Key_TooInputs = {};
