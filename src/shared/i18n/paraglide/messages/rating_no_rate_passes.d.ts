/**
* | output |
* | --- |
* | "No rate passes the filters. Clear them to see every rate." |
*
* @param {Rating_No_Rate_PassesInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_no_rate_passes: ((inputs?: Rating_No_Rate_PassesInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_No_Rate_PassesInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_No_Rate_PassesInputs = {};
