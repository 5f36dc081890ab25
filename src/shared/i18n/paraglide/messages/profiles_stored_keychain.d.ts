/**
* | output |
* | --- |
* | "Stored in the system keychain" |
*
* @param {Profiles_Stored_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profiles_stored_keychain: ((inputs?: Profiles_Stored_KeychainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profiles_Stored_KeychainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profiles_Stored_KeychainInputs = {};
