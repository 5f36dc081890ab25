/**
* | output |
* | --- |
* | "API secret is required" |
*
* @param {Main_Profile_Api_Secret_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_profile_api_secret_required: ((inputs?: Main_Profile_Api_Secret_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Profile_Api_Secret_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Profile_Api_Secret_RequiredInputs = {};
