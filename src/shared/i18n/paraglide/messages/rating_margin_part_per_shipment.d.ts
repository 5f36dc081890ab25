/**
* | output |
* | --- |
* | "{unit} per shipment" |
*
* @param {Rating_Margin_Part_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment: ((inputs: Rating_Margin_Part_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_Per_ShipmentInputs = {
    unit: NonNullable<unknown>;
};
