/**
* | output |
* | --- |
* | "Delivery address" |
*
* @param {Rating_Delivery_AddressInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_delivery_address: ((inputs?: Rating_Delivery_AddressInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Delivery_AddressInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Delivery_AddressInputs = {};
