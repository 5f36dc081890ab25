/**
* | output |
* | --- |
* | "Could not load the shipment" |
*
* @param {Tracking_Detail_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_detail_load_failed: ((inputs?: Tracking_Detail_Load_FailedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Detail_Load_FailedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Detail_Load_FailedInputs = {};
