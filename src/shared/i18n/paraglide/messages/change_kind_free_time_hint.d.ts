/**
* | output |
* | --- |
* | "A booked sea shipment came within 48 hours of its last free day (demurrage, detention, storage), or passed it, while its clock runs." |
*
* @param {Change_Kind_Free_Time_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const change_kind_free_time_hint: ((inputs?: Change_Kind_Free_Time_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Change_Kind_Free_Time_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Change_Kind_Free_Time_HintInputs = {};
