/**
* | output |
* | --- |
* | "documentId" |
*
* @param {Ipc_Id_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_document: ((inputs?: Ipc_Id_DocumentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_DocumentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_DocumentInputs = {};
