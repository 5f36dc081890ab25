/**
* | output |
* | --- |
* | "Not uploaded yet." |
*
* @param {Documents_Staged_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_staged_offline: ((inputs?: Documents_Staged_OfflineInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Staged_OfflineInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Staged_OfflineInputs = {};
