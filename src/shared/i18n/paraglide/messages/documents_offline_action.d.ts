/**
* | output |
* | --- |
* | "Uploading needs the service: files you drop or choose wait below until it is back." |
*
* @param {Documents_Offline_ActionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_offline_action: ((inputs?: Documents_Offline_ActionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Offline_ActionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Offline_ActionInputs = {};
