/**
* | output |
* | --- |
* | "No API key and secret are stored for “{name}”. Enter them in Settings." |
*
* @param {Keychain_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_no_credentials: ((inputs: Keychain_No_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_No_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Keychain_No_CredentialsInputs = {
    name: NonNullable<unknown>;
};
