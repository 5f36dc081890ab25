/**
* | output |
* | --- |
* | "next try {when}" |
*
* @param {Session_Next_TryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const session_next_try: ((inputs: Session_Next_TryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Session_Next_TryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Session_Next_TryInputs = {
    when: NonNullable<unknown>;
};
