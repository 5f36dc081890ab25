/**
* | output |
* | --- |
* | "{unit} per shipment = {amount}" |
*
* @param {Rating_Margin_Part_Per_Shipment_IsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_margin_part_per_shipment_is: ((inputs: Rating_Margin_Part_Per_Shipment_IsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Margin_Part_Per_Shipment_IsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Margin_Part_Per_Shipment_IsInputs = {
    unit: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
