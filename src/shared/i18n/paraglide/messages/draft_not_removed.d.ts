/**
* | output |
* | --- |
* | "The saved draft could not be removed: {why}" |
*
* @param {Draft_Not_RemovedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_not_removed: ((inputs: Draft_Not_RemovedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Not_RemovedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draft_Not_RemovedInputs = {
    why: NonNullable<unknown>;
};
