/**
* | output |
* | --- |
* | "document files kept to open offline (download them again)" |
*
* @param {Store_Record_Document_FilesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_document_files: ((inputs?: Store_Record_Document_FilesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Record_Document_FilesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Record_Document_FilesInputs = {};
