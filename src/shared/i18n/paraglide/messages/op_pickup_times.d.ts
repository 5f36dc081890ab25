/**
* | output |
* | --- |
* | "Pickup time windows offered for a shipment" |
*
* @param {Op_Pickup_TimesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const op_pickup_times: ((inputs?: Op_Pickup_TimesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Op_Pickup_TimesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Op_Pickup_TimesInputs = {};
