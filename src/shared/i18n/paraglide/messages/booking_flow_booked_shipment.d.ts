/**
* | output |
* | --- |
* | "Booked: shipment {code}." |
*
* @param {Booking_Flow_Booked_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const booking_flow_booked_shipment: ((inputs: Booking_Flow_Booked_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Booking_Flow_Booked_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Booking_Flow_Booked_ShipmentInputs = {
    code: NonNullable<unknown>;
};
