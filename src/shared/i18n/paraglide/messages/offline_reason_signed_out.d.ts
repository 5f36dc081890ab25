/**
* | output |
* | --- |
* | "You signed out of {name}: sign in (top right) to do this; what you typed is kept." |
*
* @param {Offline_Reason_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_signed_out: ((inputs: Offline_Reason_Signed_OutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Reason_Signed_OutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Reason_Signed_OutInputs = {
    name: NonNullable<unknown>;
};
