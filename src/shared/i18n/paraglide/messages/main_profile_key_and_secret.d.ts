/**
* | output |
* | --- |
* | "Enter both the API key and the API secret." |
*
* @param {Main_Profile_Key_And_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_key_and_secret: ((inputs?: Main_Profile_Key_And_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Key_And_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Key_And_SecretInputs = {};
