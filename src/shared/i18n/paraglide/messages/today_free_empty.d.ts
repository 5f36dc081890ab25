/**
* | output |
* | --- |
* | "Booked sea shipments appear here 48 hours before the last free day of their demurrage, detention or storage, and stay with the charge accrued once it has pas..." |
*
* @param {Today_Free_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const today_free_empty: ((inputs?: Today_Free_EmptyInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Today_Free_EmptyInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Today_Free_EmptyInputs = {};
