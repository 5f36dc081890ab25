/**
* | output |
* | --- |
* | "Base URL is not a valid URL (example: https://api.example.com)" |
*
* @param {Profile_Base_Url_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_invalid: ((inputs?: Profile_Base_Url_InvalidInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Base_Url_InvalidInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Base_Url_InvalidInputs = {};
