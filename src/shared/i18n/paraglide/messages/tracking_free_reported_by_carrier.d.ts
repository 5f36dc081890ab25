/**
* | output |
* | --- |
* | "reported by the carrier" |
*
* @param {Tracking_Free_Reported_By_CarrierInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_reported_by_carrier: ((inputs?: Tracking_Free_Reported_By_CarrierInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Reported_By_CarrierInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Reported_By_CarrierInputs = {};
