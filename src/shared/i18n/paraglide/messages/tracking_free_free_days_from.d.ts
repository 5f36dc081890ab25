/**
* | output |
* | --- |
* | "{days}, from {event}" |
*
* @param {Tracking_Free_Free_Days_FromInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_free_days_from: ((inputs: Tracking_Free_Free_Days_FromInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Free_Days_FromInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Free_Days_FromInputs = {
    days: NonNullable<unknown>;
    event: NonNullable<unknown>;
};
