/**
* | output |
* | --- |
* | "shipmentId" |
*
* @param {Ipc_Id_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_shipment: ((inputs?: Ipc_Id_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_ShipmentInputs = {};
