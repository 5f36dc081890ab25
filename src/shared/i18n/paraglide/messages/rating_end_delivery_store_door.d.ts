/**
* | output |
* | --- |
* | "Delivery address (store door)" |
*
* @param {Rating_End_Delivery_Store_DoorInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_end_delivery_store_door: ((inputs?: Rating_End_Delivery_Store_DoorInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_End_Delivery_Store_DoorInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_End_Delivery_Store_DoorInputs = {};
