/**
* | output |
* | --- |
* | "No answer yet in this session" |
*
* @param {Session_No_Answer_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_no_answer_yet: ((inputs?: Session_No_Answer_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_No_Answer_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_No_Answer_YetInputs = {};
