/**
* | output |
* | --- |
* | "The freight service answered with the documents of another shipment ({ids}) instead of those of {shipment}. Freight Desk does not list them as this shipment'..." |
*
* @param {Documents_Other_Shipment_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_other_shipment_error: ((inputs: Documents_Other_Shipment_ErrorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Other_Shipment_ErrorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Other_Shipment_ErrorInputs = {
    ids: NonNullable<unknown>;
    shipment: NonNullable<unknown>;
};
