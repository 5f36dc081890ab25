/**
* | output |
* | --- |
* | "The saved draft could not be read: {why}" |
*
* @param {Draft_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_not_read: ((inputs: Draft_Not_ReadInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_Not_ReadInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draft_Not_ReadInputs = {
    why: NonNullable<unknown>;
};
