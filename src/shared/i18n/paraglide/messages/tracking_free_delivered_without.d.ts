/**
* | output |
* | --- |
* | "the shipment was delivered without it" |
*
* @param {Tracking_Free_Delivered_WithoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_delivered_without: ((inputs?: Tracking_Free_Delivered_WithoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Delivered_WithoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Delivered_WithoutInputs = {};
