/**
* | output |
* | --- |
* | "What went wrong and when, written to a file on this computer. Keys, secrets and tokens are never written to it." |
*
* @param {Logs_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const logs_description: ((inputs?: Logs_DescriptionInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Logs_DescriptionInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Logs_DescriptionInputs = {};
