/**
* | output |
* | --- |
* | "Enter the API secret for {to}: the stored one is sent only to {from}" |
*
* @param {Profile_Moved_Api_SecretInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const profile_moved_api_secret: ((inputs: Profile_Moved_Api_SecretInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Moved_Api_SecretInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Profile_Moved_Api_SecretInputs = {
    to: NonNullable<unknown>;
    from: NonNullable<unknown>;
};
