/**
* | output |
* | --- |
* | "Base URL must not contain a user name or password" |
*
* @param {Profile_Base_Url_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_credentials: ((inputs?: Profile_Base_Url_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Base_Url_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Base_Url_CredentialsInputs = {};
