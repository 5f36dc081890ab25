/**
* | output |
* | --- |
* | "The system keychain is not available" |
*
* @param {Error_Title_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_keychain_unavailable: ((inputs?: Error_Title_Keychain_UnavailableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_Keychain_UnavailableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_Keychain_UnavailableInputs = {};
