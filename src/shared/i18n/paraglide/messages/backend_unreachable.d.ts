/**
* | output |
* | --- |
* | "Freight Desk cannot reach its background process. Restart the app." |
*
* @param {Backend_UnreachableInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const backend_unreachable: ((inputs?: Backend_UnreachableInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Backend_UnreachableInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Backend_UnreachableInputs = {};
