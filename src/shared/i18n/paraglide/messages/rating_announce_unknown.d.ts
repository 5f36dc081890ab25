/**
* | output |
* | --- |
* | "Outcome unknown: the quote may or may not have been saved. Check Quotes." |
*
* @param {Rating_Announce_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_unknown: ((inputs?: Rating_Announce_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Announce_UnknownInputs = {};
