/**
* | output |
* | --- |
* | "Uploads finished: {parts}." |
*
* @param {Documents_Announce_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_announce_finished: ((inputs: Documents_Announce_FinishedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Announce_FinishedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Announce_FinishedInputs = {
    parts: NonNullable<unknown>;
};
