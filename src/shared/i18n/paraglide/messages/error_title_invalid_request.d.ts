/**
* | output |
* | --- |
* | "The request was not accepted" |
*
* @param {Error_Title_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_invalid_request: ((inputs?: Error_Title_Invalid_RequestInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_Invalid_RequestInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_Invalid_RequestInputs = {};
