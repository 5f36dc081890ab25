/**
* | output |
* | --- |
* | "Asking the carriers for new rates…" |
*
* @param {Rating_Rates_Asking_AgainInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_rates_asking_again: ((inputs?: Rating_Rates_Asking_AgainInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Rates_Asking_AgainInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Rates_Asking_AgainInputs = {};
