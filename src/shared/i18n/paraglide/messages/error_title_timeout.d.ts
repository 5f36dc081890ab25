/**
* | output |
* | --- |
* | "The freight service took too long to answer" |
*
* @param {Error_Title_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_timeout: ((inputs?: Error_Title_TimeoutInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_TimeoutInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_TimeoutInputs = {};
