/**
* | output |
* | --- |
* | "Some fields need attention" |
*
* @param {Error_Title_ValidationInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_validation: ((inputs?: Error_Title_ValidationInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_ValidationInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_ValidationInputs = {};
