/**
* | output |
* | --- |
* | "The system keychain is not available, so API credentials cannot be stored or read. On Linux, install and unlock a Secret Service keyring (for example GNOME K..." |
*
* @param {Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_unavailable: ((inputs?: Keychain_UnavailableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_UnavailableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Keychain_UnavailableInputs = {};
