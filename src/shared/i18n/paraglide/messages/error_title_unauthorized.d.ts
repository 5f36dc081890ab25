/**
* | output |
* | --- |
* | "The service did not accept the API key or secret" |
*
* @param {Error_Title_UnauthorizedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_unauthorized: ((inputs?: Error_Title_UnauthorizedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_UnauthorizedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_UnauthorizedInputs = {};
