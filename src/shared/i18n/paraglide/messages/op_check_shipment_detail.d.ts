/**
* | output |
* | --- |
* | "the shipment's detail (Tracking)" |
*
* @param {Op_Check_Shipment_DetailInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_check_shipment_detail: ((inputs?: Op_Check_Shipment_DetailInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Check_Shipment_DetailInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Check_Shipment_DetailInputs = {};
