/**
* | output |
* | --- |
* | "documentTemplateId" |
*
* @param {Ipc_Id_Document_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_document_template: ((inputs?: Ipc_Id_Document_TemplateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_Document_TemplateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_Document_TemplateInputs = {};
