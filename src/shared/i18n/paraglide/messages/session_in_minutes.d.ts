/**
* | output |
* | --- |
* | "in {minutes} min" |
*
* @param {Session_In_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_in_minutes: ((inputs: Session_In_MinutesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_In_MinutesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_In_MinutesInputs = {
    minutes: NonNullable<unknown>;
};
