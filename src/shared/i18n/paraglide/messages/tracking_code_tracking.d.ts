/**
* | output |
* | --- |
* | "Tracking code" |
*
* @param {Tracking_Code_TrackingInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_code_tracking: ((inputs?: Tracking_Code_TrackingInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Code_TrackingInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Code_TrackingInputs = {};
