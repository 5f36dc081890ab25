/**
* | output |
* | --- |
* | "Delete this quote?" |
*
* @param {Quotes_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const quotes_delete_title: ((inputs?: Quotes_Delete_TitleInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quotes_Delete_TitleInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quotes_Delete_TitleInputs = {};
