/**
* | output |
* | --- |
* | "Required for the new server (see the note above)." |
*
* @param {Profile_Form_Required_New_ServerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_form_required_new_server: ((inputs?: Profile_Form_Required_New_ServerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Form_Required_New_ServerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Form_Required_New_ServerInputs = {};
