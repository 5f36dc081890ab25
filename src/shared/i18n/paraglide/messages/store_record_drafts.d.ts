/**
* | output |
* | --- |
* | "drafts of forms not yet sent" |
*
* @param {Store_Record_DraftsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const store_record_drafts: ((inputs?: Store_Record_DraftsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Store_Record_DraftsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Store_Record_DraftsInputs = {};
