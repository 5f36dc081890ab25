/**
* | output |
* | --- |
* | "This profile has no API key or secret. Enter them in the profile settings and sign in again." |
*
* @param {Main_Sign_In_No_CredentialsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sign_in_no_credentials: ((inputs?: Main_Sign_In_No_CredentialsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sign_In_No_CredentialsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sign_In_No_CredentialsInputs = {};
