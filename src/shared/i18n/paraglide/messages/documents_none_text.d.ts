/**
* | output |
* | --- |
* | "The service lists no documents to upload for {shipment}." |
*
* @param {Documents_None_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_none_text: ((inputs: Documents_None_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_None_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_None_TextInputs = {
    shipment: NonNullable<unknown>;
};
