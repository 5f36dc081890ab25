/**
* | output |
* | --- |
* | "Picks up {pickup}: its documents were never checked on this desk" |
*
* @param {Today_Documents_Never_CheckedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_never_checked: ((inputs: Today_Documents_Never_CheckedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_Never_CheckedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Documents_Never_CheckedInputs = {
    pickup: NonNullable<unknown>;
};
