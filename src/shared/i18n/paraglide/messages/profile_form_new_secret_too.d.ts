/**
* | output |
* | --- |
* | "Enter the new API secret too, or leave both empty" |
*
* @param {Profile_Form_New_Secret_TooInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_new_secret_too: ((inputs?: Profile_Form_New_Secret_TooInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_New_Secret_TooInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_New_Secret_TooInputs = {};
