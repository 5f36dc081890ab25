/**
* | output |
* | --- |
* | "The profile's base URL, or the API version in it, is probably wrong: check it in Settings." |
*
* @param {Failure_Check_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const failure_check_base_url: ((inputs?: Failure_Check_Base_UrlInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Failure_Check_Base_UrlInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Failure_Check_Base_UrlInputs = {};
