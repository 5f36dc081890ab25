/**
* | output |
* | --- |
* | "under 1 h" |
*
* @param {Tracking_Free_Under_HourInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_under_hour: ((inputs?: Tracking_Free_Under_HourInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Under_HourInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Under_HourInputs = {};
