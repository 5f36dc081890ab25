/**
* | output |
* | --- |
* | "Document checklist of {shipment}" |
*
* @param {Documents_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_table_caption: ((inputs: Documents_Table_CaptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Table_CaptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Table_CaptionInputs = {
    shipment: NonNullable<unknown>;
};
