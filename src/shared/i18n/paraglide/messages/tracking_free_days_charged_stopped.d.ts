/**
* | output |
* | --- |
* | "{days} ({span})" |
*
* @param {Tracking_Free_Days_Charged_StoppedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_days_charged_stopped: ((inputs: Tracking_Free_Days_Charged_StoppedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Days_Charged_StoppedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Days_Charged_StoppedInputs = {
    days: NonNullable<unknown>;
    span: NonNullable<unknown>;
};
