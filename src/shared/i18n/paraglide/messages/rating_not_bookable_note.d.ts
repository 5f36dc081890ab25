/**
* | output |
* | --- |
* | "{reason} Saving a rate keeps its price as a quote, with its PDF." |
*
* @param {Rating_Not_Bookable_NoteInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_not_bookable_note: ((inputs: Rating_Not_Bookable_NoteInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Not_Bookable_NoteInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Not_Bookable_NoteInputs = {
    reason: NonNullable<unknown>;
};
