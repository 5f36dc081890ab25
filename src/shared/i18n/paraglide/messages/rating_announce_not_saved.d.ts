/**
* | output |
* | --- |
* | "Quote not saved: {message}" |
*
* @param {Rating_Announce_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_announce_not_saved: ((inputs: Rating_Announce_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Announce_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Announce_Not_SavedInputs = {
    message: NonNullable<unknown>;
};
