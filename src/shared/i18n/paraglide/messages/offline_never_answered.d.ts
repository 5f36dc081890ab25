/**
* | output |
* | --- |
* | "It has not answered since the desk started." |
*
* @param {Offline_Never_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const offline_never_answered: ((inputs?: Offline_Never_AnsweredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Offline_Never_AnsweredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Offline_Never_AnsweredInputs = {};
