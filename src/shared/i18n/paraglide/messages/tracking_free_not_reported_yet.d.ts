/**
* | output |
* | --- |
* | "not reported yet" |
*
* @param {Tracking_Free_Not_Reported_YetInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported_yet: ((inputs?: Tracking_Free_Not_Reported_YetInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_Reported_YetInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Not_Reported_YetInputs = {};
