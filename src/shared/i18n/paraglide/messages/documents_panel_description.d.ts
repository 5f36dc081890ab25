/**
* | output |
* | --- |
* | "Drop a file on a document to upload it there, or drop several anywhere on this panel and choose where each goes." |
*
* @param {Documents_Panel_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_panel_description: ((inputs?: Documents_Panel_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Panel_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Panel_DescriptionInputs = {};
