/**
* | output |
* | --- |
* | "The freight service declined the request" |
*
* @param {Error_Title_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_refused: ((inputs?: Error_Title_RefusedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_RefusedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_RefusedInputs = {};
