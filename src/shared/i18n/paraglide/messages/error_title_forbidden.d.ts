/**
* | output |
* | --- |
* | "This profile is not allowed to do that" |
*
* @param {Error_Title_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_title_forbidden: ((inputs?: Error_Title_ForbiddenInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Title_ForbiddenInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Error_Title_ForbiddenInputs = {};
