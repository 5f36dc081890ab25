/**
* | output |
* | --- |
* | "Signing in to {name} failed; what you typed is kept until it works." |
*
* @param {Offline_Reason_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_reason_error: ((inputs: Offline_Reason_ErrorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Reason_ErrorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Reason_ErrorInputs = {
    name: NonNullable<unknown>;
};
