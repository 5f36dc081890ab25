/**
* | output |
* | --- |
* | "{price} a day for the shipment" |
*
* @param {Tracking_Free_Price_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_price_shipment: ((inputs: Tracking_Free_Price_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Price_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Price_ShipmentInputs = {
    price: NonNullable<unknown>;
};
