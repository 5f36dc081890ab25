/**
* | output |
* | --- |
* | "The API key and secret stored for “{name}” were given for {kept}, but the profile now points at {origin}. Enter the key and secret for that service in Settings." |
*
* @param {Keychain_Other_OriginInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const keychain_other_origin: ((inputs: Keychain_Other_OriginInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keychain_Other_OriginInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Keychain_Other_OriginInputs = {
    name: NonNullable<unknown>;
    kept: NonNullable<unknown>;
    origin: NonNullable<unknown>;
};
