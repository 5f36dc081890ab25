/**
* | output |
* | --- |
* | "The list below was read again: if the quote ({quote}) is still listed, it was not deleted." |
*
* @param {Quotes_Delete_Unknown_BodyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_unknown_body: ((inputs: Quotes_Delete_Unknown_BodyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_Unknown_BodyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Delete_Unknown_BodyInputs = {
    quote: NonNullable<unknown>;
};
