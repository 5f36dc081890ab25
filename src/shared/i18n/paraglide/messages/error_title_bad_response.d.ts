/**
* | output |
* | --- |
* | "The freight service sent an answer Freight Desk cannot read" |
*
* @param {Error_Title_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_bad_response: ((inputs?: Error_Title_Bad_ResponseInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_Bad_ResponseInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_Bad_ResponseInputs = {};
