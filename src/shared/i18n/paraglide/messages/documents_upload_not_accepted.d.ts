/**
* | output |
* | --- |
* | "The service did not accept the file." |
*
* @param {Documents_Upload_Not_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_upload_not_accepted: ((inputs?: Documents_Upload_Not_AcceptedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Upload_Not_AcceptedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Upload_Not_AcceptedInputs = {};
