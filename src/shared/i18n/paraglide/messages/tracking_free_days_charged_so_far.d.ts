/**
* | output |
* | --- |
* | "{days} ({span}, so far)" |
*
* @param {Tracking_Free_Days_Charged_So_FarInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_so_far: ((inputs: Tracking_Free_Days_Charged_So_FarInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_Charged_So_FarInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Days_Charged_So_FarInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
