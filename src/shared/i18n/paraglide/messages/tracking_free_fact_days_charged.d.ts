/**
* | output |
* | --- |
* | "Days charged" |
*
* @param {Tracking_Free_Fact_Days_ChargedInputs} inputs
* @param {{ locale?: "en" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tracking_free_fact_days_charged: ((inputs?: Tracking_Free_Fact_Days_ChargedInputs, options?: {
    locale?: "en" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tracking_Free_Fact_Days_ChargedInputs, {
    locale?: "en" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tracking_Free_Fact_Days_ChargedInputs = {};
