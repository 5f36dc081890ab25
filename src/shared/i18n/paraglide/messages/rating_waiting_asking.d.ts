/**
* | output |
* | --- |
* | "Asking the carriers for rates…" |
*
* @param {Rating_Waiting_AskingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_waiting_asking: ((inputs?: Rating_Waiting_AskingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Waiting_AskingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Waiting_AskingInputs = {};
