/**
* | output |
* | --- |
* | "Something unexpected happened." |
*
* @param {Api_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const api_unexpected: ((inputs?: Api_UnexpectedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Api_UnexpectedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Api_UnexpectedInputs = {};
