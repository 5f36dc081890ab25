/**
* | output |
* | --- |
* | "Free-time conditions" |
*
* @param {Rating_Sea_Free_Time_ConditionsInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const rating_sea_free_time_conditions: ((inputs?: Rating_Sea_Free_Time_ConditionsInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Rating_Sea_Free_Time_ConditionsInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Rating_Sea_Free_Time_ConditionsInputs = {};
