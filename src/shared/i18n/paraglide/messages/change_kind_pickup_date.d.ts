/**
* | output |
* | --- |
* | "Pickup date moved" |
*
* @param {Change_Kind_Pickup_DateInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_pickup_date: ((inputs?: Change_Kind_Pickup_DateInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Pickup_DateInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Pickup_DateInputs = {};
