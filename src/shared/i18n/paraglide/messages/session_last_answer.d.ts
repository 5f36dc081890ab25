/**
* | output |
* | --- |
* | "Last answer {when}" |
*
* @param {Session_Last_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_answer: ((inputs: Session_Last_AnswerInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_AnswerInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_Last_AnswerInputs = {
    when: NonNullable<unknown>;
};
