/**
* | output |
* | --- |
* | "Nothing needs you right now." |
*
* @param {Today_Nothing_NeededInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_nothing_needed: ((inputs?: Today_Nothing_NeededInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Nothing_NeededInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Nothing_NeededInputs = {};
