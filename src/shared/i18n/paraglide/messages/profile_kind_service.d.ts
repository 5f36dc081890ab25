/**
* | output |
* | --- |
* | "Service" |
*
* @param {Profile_Kind_ServiceInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_kind_service: ((inputs?: Profile_Kind_ServiceInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Kind_ServiceInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Kind_ServiceInputs = {};
