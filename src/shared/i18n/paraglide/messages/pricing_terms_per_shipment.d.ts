/**
* | output |
* | --- |
* | "{amount} per shipment" |
*
* @param {Pricing_Terms_Per_ShipmentInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const pricing_terms_per_shipment: ((inputs: Pricing_Terms_Per_ShipmentInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Terms_Per_ShipmentInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Terms_Per_ShipmentInputs = {
    amount: NonNullable<unknown>;
};
