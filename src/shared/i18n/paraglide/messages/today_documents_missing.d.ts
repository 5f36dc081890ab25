/**
* | output |
* | --- |
* | "Picks up {pickup}: {missing} not uploaded" |
*
* @param {Today_Documents_MissingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_documents_missing: ((inputs: Today_Documents_MissingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Documents_MissingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Documents_MissingInputs = {
    pickup: NonNullable<unknown>;
    missing: NonNullable<unknown>;
};
