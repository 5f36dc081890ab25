/**
* | output |
* | --- |
* | "The upload failed for an unknown reason." |
*
* @param {Documents_Upload_Unknown_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_unknown_reason: ((inputs?: Documents_Upload_Unknown_ReasonInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_Unknown_ReasonInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Upload_Unknown_ReasonInputs = {};
