/**
* | output |
* | --- |
* | "Base URL must use https (plain http is allowed only on this computer: 127.0.0.1 or localhost)" |
*
* @param {Profile_Base_Url_HttpsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_https: ((inputs?: Profile_Base_Url_HttpsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Base_Url_HttpsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Base_Url_HttpsInputs = {};
