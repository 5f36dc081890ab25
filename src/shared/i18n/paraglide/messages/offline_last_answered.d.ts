/**
* | output |
* | --- |
* | "It last answered {when}." |
*
* @param {Offline_Last_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_last_answered: ((inputs: Offline_Last_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Last_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Last_AnsweredInputs = {
    when: NonNullable<unknown>;
};
