/**
* | output |
* | --- |
* | "Not signed in." |
*
* @param {Main_Session_Not_Signed_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_session_not_signed_in: ((inputs?: Main_Session_Not_Signed_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Session_Not_Signed_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Session_Not_Signed_InInputs = {};
