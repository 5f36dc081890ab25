/**
* | output |
* | --- |
* | "Base URL must not contain a query or fragment" |
*
* @param {Profile_Base_Url_QueryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_base_url_query: ((inputs?: Profile_Base_Url_QueryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Base_Url_QueryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Base_Url_QueryInputs = {};
