/**
* | output |
* | --- |
* | "Quote saved as {number}." |
*
* @param {Rating_Announce_Saved_AsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_saved_as: ((inputs: Rating_Announce_Saved_AsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_Saved_AsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Announce_Saved_AsInputs = {
    number: NonNullable<unknown>;
};
