/**
* | output |
* | --- |
* | "the start day" |
*
* @param {Tracking_Free_The_Start_DayInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_the_start_day: ((inputs?: Tracking_Free_The_Start_DayInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_The_Start_DayInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_The_Start_DayInputs = {};
