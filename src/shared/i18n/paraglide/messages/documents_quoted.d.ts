/**
* | output |
* | --- |
* | "“{text}”" |
*
* @param {Documents_QuotedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_quoted: ((inputs: Documents_QuotedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_QuotedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_QuotedInputs = {
    text: NonNullable<unknown>;
};
