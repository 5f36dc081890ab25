/**
* | output |
* | --- |
* | "The document is not linked to a shipment" |
*
* @param {Upload_Rule_Shipment_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const upload_rule_shipment_required: ((inputs?: Upload_Rule_Shipment_RequiredInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Rule_Shipment_RequiredInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Upload_Rule_Shipment_RequiredInputs = {};
