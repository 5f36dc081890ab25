/**
* | output |
* | --- |
* | "The freight service answered with another shipment ({other}) instead of {asked}. Freight Desk does not show another shipment's details as this one's; try aga..." |
*
* @param {Tracking_Detail_Other_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_other_shipment: ((inputs: Tracking_Detail_Other_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_Other_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Detail_Other_ShipmentInputs = {
    other: NonNullable<unknown>;
    asked: NonNullable<unknown>;
};
