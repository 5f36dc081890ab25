/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Rating_Csv_DeliveryInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_csv_delivery: ((inputs?: Rating_Csv_DeliveryInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Csv_DeliveryInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Csv_DeliveryInputs = {};
