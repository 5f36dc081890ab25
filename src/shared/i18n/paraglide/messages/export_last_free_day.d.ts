/**
* | output |
* | --- |
* | "Last free day" |
*
* @param {Export_Last_Free_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const export_last_free_day: ((inputs?: Export_Last_Free_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Export_Last_Free_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Export_Last_Free_DayInputs = {};
