/**
* | output |
* | --- |
* | "The freight service does not answer." |
*
* @param {Session_Unreachable_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_unreachable_reason: ((inputs?: Session_Unreachable_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Unreachable_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_Unreachable_ReasonInputs = {};
