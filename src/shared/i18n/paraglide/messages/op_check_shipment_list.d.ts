/**
* | output |
* | --- |
* | "the shipment list (Tracking) for a new shipment" |
*
* @param {Op_Check_Shipment_ListInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_list: ((inputs?: Op_Check_Shipment_ListInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_ListInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Check_Shipment_ListInputs = {};
