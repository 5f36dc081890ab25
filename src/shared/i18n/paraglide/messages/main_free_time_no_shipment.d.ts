/**
* | output |
* | --- |
* | "Shipment {id} has no free time on this desk." |
*
* @param {Main_Free_Time_No_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const main_free_time_no_shipment: ((inputs: Main_Free_Time_No_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Main_Free_Time_No_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Main_Free_Time_No_ShipmentInputs = {
    id: NonNullable<unknown>;
};
