/**
* | output |
* | --- |
* | "Document" |
*
* @param {Documents_Table_Col_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_col_document: ((inputs?: Documents_Table_Col_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_Col_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Table_Col_DocumentInputs = {};
