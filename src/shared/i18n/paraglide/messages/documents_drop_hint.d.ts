/**
* | output |
* | --- |
* | "Drop files here, or use “Choose files…”. Accepted: PDF, images, Office documents, CSV and text, {limit}." |
*
* @param {Documents_Drop_HintInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_drop_hint: ((inputs: Documents_Drop_HintInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Drop_HintInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Drop_HintInputs = {
    limit: NonNullable<unknown>;
};
