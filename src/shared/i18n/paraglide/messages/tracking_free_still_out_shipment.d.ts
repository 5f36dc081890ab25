/**
* | output |
* | --- |
* | "{stop} not reported; if it has not happened" |
*
* @param {Tracking_Free_Still_Out_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_still_out_shipment: ((inputs: Tracking_Free_Still_Out_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Still_Out_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Still_Out_ShipmentInputs = {
    stop: NonNullable<unknown>;
};
