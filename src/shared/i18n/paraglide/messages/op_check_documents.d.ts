/**
* | output |
* | --- |
* | "the shipment's document checklist (Documents)" |
*
* @param {Op_Check_DocumentsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_documents: ((inputs?: Op_Check_DocumentsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_DocumentsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Check_DocumentsInputs = {};
