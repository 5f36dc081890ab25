/**
* | output |
* | --- |
* | "The service does not list this document for shipment {shipment}: reload its documents and choose one of them" |
*
* @param {Documents_Answer_Template_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_answer_template_unknown: ((inputs: Documents_Answer_Template_UnknownInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Answer_Template_UnknownInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Answer_Template_UnknownInputs = {
    shipment: NonNullable<unknown>;
};
