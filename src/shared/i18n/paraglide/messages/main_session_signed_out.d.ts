/**
* | output |
* | --- |
* | "You signed out of {name}. Sign in (top right) to load this." |
*
* @param {Main_Session_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_session_signed_out: ((inputs: Main_Session_Signed_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Session_Signed_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Session_Signed_OutInputs = {
    name: NonNullable<unknown>;
};
