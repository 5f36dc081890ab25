/**
* | output |
* | --- |
* | "not reported" |
*
* @param {Tracking_Free_Not_ReportedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_not_reported: ((inputs?: Tracking_Free_Not_ReportedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Not_ReportedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Not_ReportedInputs = {};
