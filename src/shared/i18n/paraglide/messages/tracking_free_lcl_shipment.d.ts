/**
* | output |
* | --- |
* | "the shipment (LCL: one price)" |
*
* @param {Tracking_Free_Lcl_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_lcl_shipment: ((inputs?: Tracking_Free_Lcl_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Lcl_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Lcl_ShipmentInputs = {};
