/**
* | output |
* | --- |
* | "Waiting" |
*
* @param {Documents_Phase_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const documents_phase_waiting: ((inputs?: Documents_Phase_WaitingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Documents_Phase_WaitingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Documents_Phase_WaitingInputs = {};
