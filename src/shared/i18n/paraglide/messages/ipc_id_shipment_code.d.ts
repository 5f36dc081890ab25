/**
* | output |
* | --- |
* | "shipmentCode" |
*
* @param {Ipc_Id_Shipment_CodeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const ipc_id_shipment_code: ((inputs?: Ipc_Id_Shipment_CodeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ipc_Id_Shipment_CodeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Ipc_Id_Shipment_CodeInputs = {};
