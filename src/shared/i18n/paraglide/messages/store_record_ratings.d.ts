/**
* | output |
* | --- |
* | "your last ratings (rate again to make a quote PDF)" |
*
* @param {Store_Record_RatingsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_ratings: ((inputs?: Store_Record_RatingsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Record_RatingsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Record_RatingsInputs = {};
