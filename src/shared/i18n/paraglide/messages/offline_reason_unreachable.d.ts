/**
* | output |
* | --- |
* | "The service cannot be reached; what you typed is kept until it answers." |
*
* @param {Offline_Reason_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_unreachable: ((inputs?: Offline_Reason_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Reason_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Reason_UnreachableInputs = {};
