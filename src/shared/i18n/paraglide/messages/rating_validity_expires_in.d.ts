/**
* | output |
* | --- |
* | "Expires in {duration}" |
*
* @param {Rating_Validity_Expires_InInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_validity_expires_in: ((inputs: Rating_Validity_Expires_InInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Validity_Expires_InInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Validity_Expires_InInputs = {
    duration: NonNullable<unknown>;
};
