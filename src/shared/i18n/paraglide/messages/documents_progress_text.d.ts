/**
* | countPlural | output |
* | --- | --- |
* | "one" | "required documents uploaded" |
* | * | "required documents uploaded" |
*
* @param {Documents_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_progress_text: ((inputs: Documents_Progress_TextInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Progress_TextInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Progress_TextInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
