/**
* | output |
* | --- |
* | "Quote from {carrier} deleted." |
*
* @param {Quotes_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_deleted: ((inputs: Quotes_DeletedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_DeletedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_DeletedInputs = {
    carrier: NonNullable<unknown>;
};
