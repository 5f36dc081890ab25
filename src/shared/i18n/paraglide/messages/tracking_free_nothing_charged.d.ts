/**
* | output |
* | --- |
* | "within free time, nothing charged" |
*
* @param {Tracking_Free_Nothing_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_nothing_charged: ((inputs?: Tracking_Free_Nothing_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Nothing_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Nothing_ChargedInputs = {};
