/**
* | output |
* | --- |
* | "The saved draft was from an older version of this form and could not be used." |
*
* @param {Draft_UnusableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const draft_unusable: ((inputs?: Draft_UnusableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Draft_UnusableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Draft_UnusableInputs = {};
