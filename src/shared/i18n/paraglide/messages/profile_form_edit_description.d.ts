/**
* | output |
* | --- |
* | "Change the name or address, or replace the API key and secret." |
*
* @param {Profile_Form_Edit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_edit_description: ((inputs?: Profile_Form_Edit_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Edit_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_Edit_DescriptionInputs = {};
