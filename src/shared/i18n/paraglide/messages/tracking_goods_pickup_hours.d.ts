/**
* | output |
* | --- |
* | "Pickup hours" |
*
* @param {Tracking_Goods_Pickup_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_goods_pickup_hours: ((inputs?: Tracking_Goods_Pickup_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Goods_Pickup_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Goods_Pickup_HoursInputs = {};
