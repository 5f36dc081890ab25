/**
* | output |
* | --- |
* | "The draft could not be saved (what you typed is still here): {why}" |
*
* @param {Draft_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_not_saved: ((inputs: Draft_Not_SavedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Not_SavedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draft_Not_SavedInputs = {
    why: NonNullable<unknown>;
};
