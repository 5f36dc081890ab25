/**
* | output |
* | --- |
* | "Connect Freight Desk to your account on a freight service. You get the API key and secret from the service operator." |
*
* @param {Profile_Form_Add_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_add_description: ((inputs?: Profile_Form_Add_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Add_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_Add_DescriptionInputs = {};
