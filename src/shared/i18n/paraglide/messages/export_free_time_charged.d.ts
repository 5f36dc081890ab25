/**
* | output |
* | --- |
* | "Free time charged" |
*
* @param {Export_Free_Time_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_free_time_charged: ((inputs?: Export_Free_Time_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Free_Time_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Free_Time_ChargedInputs = {};
