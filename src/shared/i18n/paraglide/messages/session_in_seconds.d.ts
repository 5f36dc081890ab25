/**
* | output |
* | --- |
* | "in {seconds} s" |
*
* @param {Session_In_SecondsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_seconds: ((inputs: Session_In_SecondsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_SecondsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_In_SecondsInputs = {
    seconds: NonNullable<unknown>;
};
