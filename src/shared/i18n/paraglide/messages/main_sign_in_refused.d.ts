/**
* | output |
* | --- |
* | "The freight service refused the API key or secret. Check them in the profile settings and sign in again." |
*
* @param {Main_Sign_In_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_sign_in_refused: ((inputs?: Main_Sign_In_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Sign_In_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Sign_In_RefusedInputs = {};
