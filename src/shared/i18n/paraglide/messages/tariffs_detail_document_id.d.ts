/**
* | output |
* | --- |
* | "Document id" |
*
* @param {Tariffs_Detail_Document_IdInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tariffs_detail_document_id: ((inputs?: Tariffs_Detail_Document_IdInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tariffs_Detail_Document_IdInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tariffs_Detail_Document_IdInputs = {};
