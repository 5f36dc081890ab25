/**
* | output |
* | --- |
* | "Clear finished" |
*
* @param {Documents_Clear_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_clear_finished: ((inputs?: Documents_Clear_FinishedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Clear_FinishedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Clear_FinishedInputs = {};
