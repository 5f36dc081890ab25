/**
* | output |
* | --- |
* | "Last worked {when}" |
*
* @param {Session_Last_WorkedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_last_worked: ((inputs: Session_Last_WorkedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Last_WorkedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_Last_WorkedInputs = {
    when: NonNullable<unknown>;
};
