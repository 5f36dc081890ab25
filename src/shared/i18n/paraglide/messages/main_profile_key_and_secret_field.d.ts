/**
* | output |
* | --- |
* | "Enter both the API key and the API secret" |
*
* @param {Main_Profile_Key_And_Secret_FieldInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_key_and_secret_field: ((inputs?: Main_Profile_Key_And_Secret_FieldInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Key_And_Secret_FieldInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Key_And_Secret_FieldInputs = {};
