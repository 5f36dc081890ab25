/**
* | output |
* | --- |
* | "{days} d {hours} h" |
*
* @param {Tracking_Free_Days_HoursInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_hours: ((inputs: Tracking_Free_Days_HoursInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_HoursInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Days_HoursInputs = {
    days: NonNullable<unknown>;
    hours: NonNullable<unknown>;
};
