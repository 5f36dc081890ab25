/**
* | output |
* | --- |
* | "The desk did not keep this booking’s port of destination: days are counted in UTC." |
*
* @param {Tracking_Free_No_PortInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_no_port: ((inputs?: Tracking_Free_No_PortInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_No_PortInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_No_PortInputs = {};
