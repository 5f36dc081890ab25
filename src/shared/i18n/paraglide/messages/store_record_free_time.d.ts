/**
* | output |
* | --- |
* | "the free-time conditions of saved rates and booked shipments" |
*
* @param {Store_Record_Free_TimeInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_free_time: ((inputs?: Store_Record_Free_TimeInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Record_Free_TimeInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Record_Free_TimeInputs = {};
